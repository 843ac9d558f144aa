import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { setupTestApp } from './support/testApp';
import { newAccount } from './support/users';

const ctx = setupTestApp({ authRateLimitPerMinute: 3 });

describe('auth rate limits', () => {
  it('answers 429 after too many login attempts from one address', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'guess@example.com', password: 'guess' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: messages.errors.rateLimited, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    expect(limited.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 429 after too many sign-ups from one address', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount(),
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(429);
  });
});
