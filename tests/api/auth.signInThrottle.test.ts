import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { ACCOUNT_SITE, tokenMailedTo } from './support/accountMail';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
beforeEach(() => smtp.clear());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Wrong passwords one account takes, from any address, before its sign-in is slowed. */
const PER_ACCOUNT = 3;
const WINDOW_MS = 60 * 60 * 1000;
const ctx = setupTestApp({
  signInAccountLimit: { perAccount: PER_ACCOUNT, windowMs: WINDOW_MS },
  mail: { smtpUrl: smtp.url, siteUrl: ACCOUNT_SITE },
});

let addresses = 0;
/** Every attempt from an address of its own: the per-address limit never comes into play. */
const freshAddress = () => {
  addresses += 1;
  return `10.88.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  });

async function guessWrongUntilSlowed(email: string) {
  for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
    expect((await signIn(email, `Wrong-guess-${attempt}`)).statusCode).toBe(401);
  }
  const slowed = await signIn(email, 'Wrong-guess-again');
  expect(slowed.statusCode).toBe(429);
  return slowed;
}

describe('the sign-in throttle per account', () => {
  it('slows wrong passwords against one account from many addresses, and no other account', async () => {
    const target = await signUp(ctx.app);
    const bystander = await signUp(ctx.app);

    const slowed = await guessWrongUntilSlowed(target.user.email);
    expect(slowed.json()).toEqual({ error: inEnglish('login.throttled'), code: 'RATE_LIMITED' });
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // While slowed even the right password is not checked: a guess that happened to be right
    // would otherwise tell the guesser so.
    expect((await signIn(target.user.email, target.password)).statusCode).toBe(429);
    // The same address in other letters is the same account.
    expect((await signIn(target.user.email.toUpperCase(), target.password)).statusCode).toBe(429);

    expect((await signIn(bystander.user.email, 'Wrong-guess')).statusCode).toBe(401);
    expect((await signIn(bystander.user.email, bystander.password)).statusCode).toBe(200);
  });

  it('lets the owner reset the password, which lifts the throttle', async () => {
    const target = await signUp(ctx.app);
    await guessWrongUntilSlowed(target.user.email);

    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: target.user.email },
    });
    expect(requested.statusCode).toBe(202);
    const token = await tokenMailedTo(smtp, target.user.email, '/reset-password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Brand-new-789!' },
    });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(target.user.email, 'Brand-new-789!')).statusCode).toBe(200);
  });

  it('lets the right password in once the window has passed, and then counts afresh', async () => {
    const target = await signUp(ctx.app);
    await guessWrongUntilSlowed(target.user.email);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + WINDOW_MS + 1_000);
    expect((await signIn(target.user.email, 'Wrong-after-the-wait')).statusCode).toBe(401);
    expect((await signIn(target.user.email, target.password)).statusCode).toBe(200);
    // The success forgot the wrong guess just before it: a full allowance again.
    await guessWrongUntilSlowed(target.user.email);
  });

  it('keeps no email or client address in the shared counters', async () => {
    const target = await signUp(ctx.app);
    await guessWrongUntilSlowed(target.user.email);
    const keys = (await ctx.database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(target.user.email);
      expect(key).not.toMatch(/10\.88\./);
    }
  });

  it('counts unknown addresses alike, so the answer tells nothing of who has an account', async () => {
    const unknown = `nobody-${addresses}@example.com`;
    const slowed = await guessWrongUntilSlowed(unknown);
    expect(slowed.json().code).toBe('RATE_LIMITED');
  });
});
