import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '../../errors';
import type { SharedCounters } from '../../rateLimits/counters';

/**
 * Sign-in attempts naming one account, from any client address, per window. Beyond it the
 * account's sign-in answers 429 until the window ends; its owner can still reset the password,
 * and a reset or a sign-in that succeeds starts the count afresh. Slowed, never locked out.
 */
export interface SignInAccountLimit {
  perAccount: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_ACCOUNT_LIMIT: SignInAccountLimit = {
  perAccount: 10,
  windowMs: 60 * 60 * 1000,
};

/** The email is the login form's, normalised: unknown addresses are counted alike. */
// Addresses are compared without case at sign-in, so one account has one counter however typed.
const keyOf = (email: string) => `sign-in-account:${email.trim().toLowerCase()}`;

export function createSignInThrottle(counters: SharedCounters, limit: SignInAccountLimit) {
  return {
    /** Counts an attempt on the account before its password is checked; refuses one too many. */
    async admit(email: string, reply: FastifyReply): Promise<void> {
      const { hits, ttlMs } = await counters.hit(keyOf(email), limit.windowMs);
      if (hits <= limit.perAccount) return;
      reply.header('retry-after', Math.max(1, Math.ceil(ttlMs / 1000)));
      throw tooManyRequests('login.throttled');
    },

    /** The owner proved who they are: the wrong guesses before no longer count. */
    clear(email: string): Promise<void> {
      return counters.forget(keyOf(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
