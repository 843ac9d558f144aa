import type { FastifyRequest } from 'fastify';

/**
 * A route's `config.rateLimit` counted per account (the caller is known from onRequest on),
 * and checked before the body is validated so that refused attempts use up the allowance too.
 */
export function perAccountPerMinute(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
  };
}
