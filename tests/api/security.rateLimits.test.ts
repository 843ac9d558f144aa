import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { solidJpeg } from './support/images';
import { multipartBody } from './support/multipart';
import { setupTestApp } from './support/testApp';
import { bearer, newAccount } from './support/users';

/** Every limit set low, so that a few attempts reach it. */
const LIMIT = 3;
const ctx = setupTestApp({
  authRateLimitPerMinute: LIMIT,
  uploadRateLimitPerMinute: LIMIT,
  messageRateLimitPerMinute: LIMIT,
  availabilityRateLimitPerMinute: LIMIT,
  savedSearchRateLimitPerMinute: LIMIT,
  reportRateLimitPerMinute: LIMIT,
  payoutRateLimitPerMinute: LIMIT,
  claimRateLimitPerMinute: LIMIT,
  localPayRateLimitPerMinute: LIMIT,
  accountMailRateLimit: { perAccount: LIMIT, windowMs: 60_000 },
  testEmailRateLimitPerMinute: LIMIT,
  calendarFeedRateLimitPerMinute: LIMIT,
});
/** Every limit counts over one minute. */
const WINDOW_MS = 60_000;

interface Caller {
  address: string;
  token: string;
  /** Someone for a message to go to. */
  otherUserId: string;
}

interface LimitRow {
  /** What the allowance follows: one address, or one account wherever it comes from. */
  per: 'address' | 'account';
  /** What an attempt within the allowance answers. */
  allowed: number;
  attempt(caller: Caller): Promise<{ statusCode: number; body: string; headers: object }>;
}

let savedSearches = 0;

const UNKNOWN_CHECKOUT = 'cs_local_00000000000000000000000000000000';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every rate limit of the app. Creating a checkout session is not limited: it needs a booking
 * of the caller's own, and each booking can be paid once.
 */
const RATE_LIMITS: Record<string, LimitRow> = {
  'sign-in': {
    per: 'address',
    allowed: 401,
    attempt: ({ address }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guess@example.com', password: 'guess' },
        remoteAddress: address,
      }),
  },
  'sign-up': {
    per: 'address',
    allowed: 201,
    attempt: ({ address }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount(),
        remoteAddress: address,
      }),
  },
  'card payment on the local checkout page': {
    per: 'address',
    allowed: 404,
    attempt: ({ address }) => ctx.app.inject({ ...payRequest(), remoteAddress: address }),
  },
  'image upload': {
    per: 'account',
    allowed: 201,
    attempt: async ({ address, token }) => {
      const body = multipartBody('image', 'photo.jpg', 'image/jpeg', await solidJpeg(24, 24));
      return ctx.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
        remoteAddress: address,
      });
    },
  },
  'message send': {
    per: 'account',
    allowed: 201,
    attempt: ({ address, token, otherUserId }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(token),
        payload: { receiverId: otherUserId, itemId: null, messageText: 'Hello there' },
        remoteAddress: address,
      }),
  },
  'blocked dates added or removed': {
    per: 'account',
    allowed: 404,
    attempt: ({ address, token }) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/items/${UNKNOWN_ID}/blocks/${UNKNOWN_ID}`,
        headers: bearer(token),
        remoteAddress: address,
      }),
  },
  'saved search creation': {
    per: 'account',
    allowed: 201,
    attempt: ({ address, token }) => {
      savedSearches += 1;
      return ctx.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: bearer(token),
        // A query of its own each time: the same one twice is refused as a duplicate.
        payload: { search: `tent ${savedSearches}` },
        remoteAddress: address,
      });
    },
  },
  // Reports of a listing that does not exist: refused, but counted all the same.
  report: {
    per: 'account',
    allowed: 404,
    attempt: ({ address, token }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(token),
        payload: {
          targetType: 'listing',
          targetId: UNKNOWN_ID,
          reason: 'scam',
          details: 'Asks for payment by wire transfer.',
        },
        remoteAddress: address,
      }),
  },
  // Nothing available to pay out: refused, but counted all the same.
  'payout request': {
    per: 'account',
    allowed: 409,
    attempt: ({ address, token }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payouts',
        headers: bearer(token),
        remoteAddress: address,
      }),
  },
  // Claims on a rental that does not exist: refused, but counted all the same.
  'damage claim': {
    per: 'account',
    allowed: 404,
    attempt: ({ address, token }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${UNKNOWN_ID}/claims`,
        headers: bearer(token),
        payload: {
          amount: 10,
          description: 'Cracked lens.',
          photoUrls: [`/uploads/${'a'.repeat(64)}.jpg`],
        },
        remoteAddress: address,
      }),
  },
  'verification link sent again': {
    per: 'account',
    allowed: 202,
    attempt: ({ address, token }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/verification',
        headers: bearer(token),
        remoteAddress: address,
      }),
  },
  // Feed tokens that do not exist: refused, but counted all the same, so tokens are not guessed.
  'calendar feed read': {
    per: 'address',
    allowed: 404,
    attempt: ({ address }) =>
      ctx.app.inject({
        url: `/api/calendar/${'A'.repeat(43)}.ics`,
        remoteAddress: address,
      }),
  },
  'test email of the local mailbox': {
    per: 'account',
    allowed: 202,
    attempt: ({ address, token }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dev/mailbox/test-email',
        headers: bearer(token),
        remoteAddress: address,
      }),
  },
};

function payRequest() {
  return {
    method: 'POST' as const,
    url: `/api/payments/local/sessions/${UNKNOWN_CHECKOUT}/pay`,
    payload: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jamie' },
  };
}

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** Accounts made without the sign-up route, whose own limit is under test. */
async function twoAccounts() {
  const first = await ctx.app.services.auth.register(newAccount());
  const second = await ctx.app.services.auth.register(newAccount());
  // Both may list and rent: the limits, not the disclaimer, are what is measured here.
  await ctx.app.services.users.acceptDisclaimer(first.user.id);
  await ctx.app.services.users.acceptDisclaimer(second.user.id);
  return { first, second };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rate limits', () => {
  it.each(Object.entries(RATE_LIMITS))(
    '%s: answers 429 past its allowance, and again once its window has passed',
    async (_name, row) => {
      const { first, second } = await twoAccounts();
      const address = freshAddress();
      const caller = (token: string, from: string) => ({
        address: from,
        token,
        otherUserId: token === first.token ? second.user.id : first.user.id,
      });
      const sameCaller = () =>
        caller(first.token, row.per === 'account' ? freshAddress() : address);

      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await row.attempt(sameCaller())).statusCode).toBe(row.allowed);
      }
      const limited = await row.attempt(sameCaller());
      expect(limited.statusCode).toBe(429);
      expect(JSON.parse(limited.body)).toEqual({
        error: inEnglish('errors.rateLimited'),
        code: 'RATE_LIMITED',
      });
      expect(limited.headers).toHaveProperty('retry-after');

      // Someone else keeps their own allowance: another address, or another account on this one.
      const someoneElse =
        row.per === 'address' ? caller(first.token, freshAddress()) : caller(second.token, address);
      expect((await row.attempt(someoneElse)).statusCode).toBe(row.allowed);

      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + WINDOW_MS + 1_000);
      expect((await row.attempt(sameCaller())).statusCode).toBe(row.allowed);
    },
  );

  it('answers a 429 with the security headers and a Retry-After', async () => {
    const address = freshAddress();
    const attempt = () => ctx.app.inject({ ...payRequest(), remoteAddress: address });
    for (let i = 0; i < LIMIT; i += 1) await attempt();
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    expect(limited.headers['content-security-policy']).toContain("object-src 'none'");
  });
});
