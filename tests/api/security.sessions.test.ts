import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { memoryLog } from './support/memoryLog';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

/** Everything the app logs, at its most talkative level. */
const log = memoryLog();
const ctx = setupTestApp({ logger: { level: 'trace', stream: log.stream } });
const SOME_ID = '00000000-0000-4000-8000-000000000000';

function logIn(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('sessions', () => {
  it('ends a token on logout for every signed-in route, leaving other sessions alive', async () => {
    const account = await signUp(ctx.app);
    const other = (await logIn(account.user.email, account.password)).json<{ token: string }>();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(logout.statusCode).toBe(204);

    const reads = ctx.app.apiRoutes.filter(
      (route) => route.auth !== 'public' && route.method === 'GET',
    );
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      const url = route.url.replace(/:\w+/g, SOME_ID);
      const response = await ctx.app.inject({ url, headers: bearer(account.token) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({
        error: inEnglish('auth.sessionExpired'),
        code: 'SESSION_EXPIRED',
      });
    }
    const stillIn = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(other.token) });
    expect(stillIn.statusCode).toBe(200);
  });

  it('offers no way to change a password: a profile update leaves it as it was', async () => {
    const account = await signUp(ctx.app);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${account.user.id}`,
      headers: bearer(account.token),
      payload: {
        firstName: 'Robin',
        lastName: 'Lender',
        phone: '5551234567',
        location: JSON.stringify({ address: '4 Oak Lane', city: 'Springfield', zipCode: '62704' }),
        password: 'Changed123!',
        newPassword: 'Changed123!',
      },
    });
    // A valid profile with password fields on top is accepted: the extra fields are dropped.
    expect(update.statusCode).toBe(200);
    expect((await logIn(account.user.email, 'Changed123!')).statusCode).toBe(401);
    expect((await logIn(account.user.email, account.password)).statusCode).toBe(200);
    const current = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(account.token) });
    expect(current.statusCode).toBe(200);
  });

  it('never writes a session token or a password to the log', async () => {
    log.clear();
    const account = await signUp(ctx.app);
    const login = await logIn(account.user.email, account.password);
    const token = login.json<{ token: string }>().token;
    await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    await ctx.app.inject({ url: '/api/items/my-items', headers: bearer(token) });
    await ctx.app.inject({ url: `/api/users/${SOME_ID}`, headers: bearer(token) });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const refused = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);

    // The log did record these requests, so finding no token in it means something.
    const logged = log.text();
    expect(logged).toContain('/api/auth/me');
    for (const secret of [account.token, token, account.password]) {
      expect(logged.includes(secret), 'a secret in the log').toBe(false);
    }
  });
});
