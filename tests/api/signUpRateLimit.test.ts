import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';
import { newAccount } from './support/users';

const HOUR_MS = 60 * 60 * 1000;
const ctx = setupTestApp({ signUpRateLimit: { perAddress: 4, perEmail: 2, windowMs: HOUR_MS } });

function signUpFrom(remoteAddress: string, email = newAccount().email) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newAccount({ email }),
    remoteAddress,
  });
}

/** The limiter's window is measured on the wall clock: only Date is moved, timers still run. */
function afterTheWindow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + HOUR_MS + 1000);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up rate limits', () => {
  it('limits attempts per target email from any address, and recovers after the window', async () => {
    const email = `probe-${Date.now()}@example.com`;
    expect((await signUpFrom('10.1.0.1', email)).statusCode).toBe(201);
    const taken = await signUpFrom('10.1.0.2', email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: inEnglish('signup.emailTaken'), code: 'EMAIL_TAKEN' });

    const limited = await signUpFrom('10.1.0.3', ` ${email} `);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: inEnglish('errors.rateLimited'),
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Other emails from that address are not held back.
    expect((await signUpFrom('10.1.0.3')).statusCode).toBe(201);

    afterTheWindow();
    expect((await signUpFrom('10.1.0.4', email)).statusCode).toBe(409);
  });

  it('limits attempts per client address, whatever emails they name', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signUpFrom('10.2.0.1')).statusCode).toBe(201);
    }
    const limited = await signUpFrom('10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: inEnglish('errors.rateLimited'),
      code: 'RATE_LIMITED',
    });
    expect((await signUpFrom('10.2.0.2')).statusCode).toBe(201);

    afterTheWindow();
    expect((await signUpFrom('10.2.0.1')).statusCode).toBe(201);
  });

  it('does not count sign-ins against the sign-up limits', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'not-it' },
        remoteAddress: '10.3.0.1',
      });
      expect(login.statusCode).toBe(401);
    }
    expect((await signUpFrom('10.3.0.1', 'someone@example.com')).statusCode).toBe(201);
  });
});
