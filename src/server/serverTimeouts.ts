import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long the server waits on a client, chosen rather than left to the defaults: Fastify turns
 * Node's request timeout off and sets no idle timeout, so a client that sends its request a byte
 * at a time, or connects and says nothing, would hold a socket and its buffers for ever, and
 * enough of them would starve everyone else.
 */
export interface ServerTimeouts {
  /** Every header must have arrived by then: slowloris sends them a byte at a time. */
  headersMs: number;
  /** The whole request, body included: a 10 MB photo still fits at about 200 kB/s. */
  requestMs: number;
  /** A connection with no bytes either way for this long is closed (a stuck client). */
  idleMs: number;
  /**
   * How long a kept-alive connection waits for its next request. Longer than the 60 s idle
   * timeout of common load balancers, so that they, not we, close a pooled connection first and
   * never send a request into one we are closing.
   */
  keepAliveMs: number;
  /**
   * How often Node looks for requests past the two deadlines above. Its default of 30 s would
   * let a slow client stay up to that much longer than its deadline.
   */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  idleMs: 30_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
};

/**
 * Fastify's factory options for these timeouts. A connection may carry any number of requests
 * (no maxRequestsPerSocket): each is held to the deadlines above and to the rate limits.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Closing the server ends the kept-alive connections that wait for a next request at once,
    // rather than after keepAliveMs; those busy with a request end once it is answered (drain.ts).
    forceCloseConnections: 'idle' as const,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  } satisfies FastifyHttpOptions<Server>;
}
