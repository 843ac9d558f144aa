import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const HOUR_MS = 60 * 60 * 1000;
const ctx = setupTestApp({
  authRateLimitPerMinute: 1_000,
  emailChangeRateLimit: { perAddress: 1_000, perEmail: 2, windowMs: HOUR_MS },
  accountMailRateLimit: { perAccount: 2, windowMs: HOUR_MS },
});

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.88.0.${addresses}`;
};

const changeEmail = (token: string, newEmail: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/email',
    headers: bearer(token),
    payload: { newEmail, currentPassword: 'Secret123!' },
    remoteAddress: freshAddress(),
  });

const resendVerification = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/verification',
    headers: bearer(token),
    remoteAddress: freshAddress(),
  });

function expectRefused(response: Awaited<ReturnType<typeof changeEmail>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: inEnglish('errors.rateLimited'), code: 'RATE_LIMITED' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('mail an account can have sent', () => {
  it('limits address changes per target address, whichever accounts and addresses ask', async () => {
    const target = 'someone-else@example.com';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { token } = await signUp(ctx.app);
      expect((await changeEmail(token, target)).statusCode).toBe(202);
    }
    const { token } = await signUp(ctx.app);
    expectRefused(await changeEmail(token, target.toUpperCase()));
    // Another target keeps its own allowance.
    expect((await changeEmail(token, 'another@example.com')).statusCode).toBe(202);
  });

  it('limits verification links sent again per account, from whatever address', async () => {
    const first = await signUp(ctx.app);
    expect((await resendVerification(first.token)).statusCode).toBe(202);
    expect((await resendVerification(first.token)).statusCode).toBe(202);
    expectRefused(await resendVerification(first.token));
    const second = await signUp(ctx.app);
    expect((await resendVerification(second.token)).statusCode).toBe(202);
  });
});
