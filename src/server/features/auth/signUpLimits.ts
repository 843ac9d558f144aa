import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { tooManyRequests } from '../../errors';

/**
 * Sign-up answers whether an email has an account, so probing it is limited twice over: per
 * client address, and per target email from any address, so that spreading the probes over
 * many addresses does not help either.
 */
export interface SignUpRateLimit {
  /** Sign-up attempts one client address may make per window. */
  perAddress: number;
  /** Sign-up attempts naming one email address, from any address, per window. */
  perEmail: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_SIGN_UP_RATE_LIMIT: SignUpRateLimit = {
  perAddress: 20,
  perEmail: 5,
  windowMs: HOUR_MS,
};

/** The body has passed the route's schema by now, so its email is already normalised. */
const validatedBody = z.object({ email: z.string() });

/**
 * A preHandler, run after validation so that the email limit sees the normalised email. Both
 * limits count every attempt; the route's own per-minute limit has run before.
 */
export function signUpLimiter(app: FastifyInstance, limit: SignUpRateLimit) {
  const perAddress = app.createRateLimit({ max: limit.perAddress, timeWindow: limit.windowMs });
  const perEmail = app.createRateLimit({
    max: limit.perEmail,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `sign-up-email:${validatedBody.parse(request.body).email}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const checks = [await perAddress(request), await perEmail(request)];
    for (const check of checks) {
      if (!check.isAllowed && check.isExceeded) {
        reply.header('retry-after', check.ttlInSeconds);
        throw tooManyRequests(messages.errors.rateLimited);
      }
    }
  };
}
