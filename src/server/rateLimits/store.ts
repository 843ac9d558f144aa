import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { z } from 'zod';
import type { SharedCounters } from './counters';

/** What the library passes a route's store: the route it limits, under `routeInfo`. */
const routeLimit = z.object({
  routeInfo: z.object({
    method: z.union([z.string(), z.array(z.string())]),
    url: z.string(),
  }),
});

/**
 * Each route's limit counts apart from every other route's, as the library's own store does, so
 * its keys are prefixed with the route. Limiters made with `createRateLimit` name no route: their
 * key generators carry their own scope.
 */
function namespaceOf(options: unknown): string {
  const parsed = routeLimit.safeParse(options);
  if (!parsed.success) return '';
  const { method, url } = parsed.data.routeInfo;
  return `${[method].flat().join(',')} ${url}|`;
}

/**
 * The store of @fastify/rate-limit on the shared counters: one statement per limited request,
 * and a limit of N is N across all server processes, not N per process.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(`${this.namespace}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions, namespaceOf(routeOptions));
    }
  }
  return SharedRateLimitStore;
}
