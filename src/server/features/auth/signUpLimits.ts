import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tooManyRequests } from '../../errors';

/**
 * Sign-up answers whether an email has an account, and a reset request mails whoever owns one,
 * so both are limited twice over: per client address, and per target email from any address,
 * so that spreading the attempts over many addresses does not help either.
 */
export interface EmailRateLimit {
  /** Attempts one client address may make per window. */
  perAddress: number;
  /** Attempts naming one email address, from any address, per window. */
  perEmail: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_SIGN_UP_RATE_LIMIT: EmailRateLimit = {
  perAddress: 20,
  perEmail: 5,
  windowMs: HOUR_MS,
};

/** Each reset request may put a mail in someone's inbox: a few an hour per address is plenty. */
export const DEFAULT_PASSWORD_RESET_RATE_LIMIT: EmailRateLimit = {
  perAddress: 20,
  perEmail: 5,
  windowMs: HOUR_MS,
};

/** An address change mails the new address, whoever owns it: a few an hour per target. */
export const DEFAULT_EMAIL_CHANGE_RATE_LIMIT: EmailRateLimit = {
  perAddress: 20,
  perEmail: 5,
  windowMs: HOUR_MS,
};

/** Emails one account may have sent to its own address, such as a verification link again. */
export interface AccountRateLimit {
  perAccount: number;
  windowMs: number;
}

export const DEFAULT_ACCOUNT_MAIL_RATE_LIMIT: AccountRateLimit = {
  perAccount: 5,
  windowMs: HOUR_MS,
};

/** The body has passed the route's schema by now, so its email is already normalised. */
const validatedBody = z.record(z.string(), z.unknown());
const emailIn = (body: unknown, field: string) =>
  z.string().parse(validatedBody.parse(body)[field]);

type RateLimitCheck = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

function refuseExceeded(checks: RateLimitCheck[], reply: FastifyReply): void {
  for (const check of checks) {
    if (!check.isAllowed && check.isExceeded) {
      reply.header('retry-after', check.ttlInSeconds);
      throw tooManyRequests('errors.rateLimited');
    }
  }
}

/**
 * A preHandler, run after validation so that the email limit sees the normalised email. Both
 * limits count every attempt; the route's own per-minute limit has run before.
 */
export function emailRateLimiter(
  app: FastifyInstance,
  limit: EmailRateLimit,
  scope: 'sign-up' | 'password-reset' | 'email-change',
  /** The body field naming the address that would be mailed. */
  field: 'email' | 'newEmail' = 'email',
) {
  // Counted in the shared store (src/server/rateLimits), which keeps every key of the window.
  const perAddress = app.createRateLimit({
    max: limit.perAddress,
    keyGenerator: (request) => `${scope}-address:${request.ip}`,
    timeWindow: limit.windowMs,
  });
  const perEmail = app.createRateLimit({
    max: limit.perEmail,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${scope}-email:${emailIn(request.body, field)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    refuseExceeded([await perAddress(request), await perEmail(request)], reply);
  };
}

/** A preHandler of a signed-in route: the limit follows the account, from whatever address. */
export function accountRateLimiter(app: FastifyInstance, limit: AccountRateLimit, scope: string) {
  const perAccount = app.createRateLimit({
    max: limit.perAccount,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${scope}-account:${request.userId ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    refuseExceeded([await perAccount(request)], reply);
  };
}
