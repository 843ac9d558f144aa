import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/features/auth/sessions';
import { DEFAULT_RETENTION } from '../../src/server/retention/settings';
import { createRetentionSweep } from '../../src/server/retention/sweep';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';
import { bearer, newAccount, signUp } from './support/users';

const ctx = setupTestApp();

describe('POST /api/auth/register', () => {
  it('creates an account, returns a token and the private user, and trims the fields', async () => {
    const account = newAccount({
      firstName: '  Ada ',
      lastName: ' Lovelace ',
      email: '  Ada@Example.COM ',
      phone: ' 5551234567 ',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, ownerId: 'ignored', disclaimerAccepted: true },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      disclaimerAccepted: false,
      profileImageUrl: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password');
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, password } = await signUp(ctx.app);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('stores only a hash of the session token', async () => {
    const { token, user } = await signUp(ctx.app);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toBe(token);
  });

  it('refuses a second account with the same email in any letter case (409)', async () => {
    await signUp(ctx.app, { email: 'sam@example.com' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ email: 'SAM@example.com' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: inEnglish('signup.emailTaken'), code: 'EMAIL_TAKEN' });
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', inEnglish('signup.firstNameRequired')],
    [{ firstName: undefined }, 'firstName', inEnglish('signup.firstNameRequired')],
    [{ lastName: '' }, 'lastName', inEnglish('signup.lastNameRequired')],
    [{ email: '' }, 'email', inEnglish('signup.emailRequired')],
    [{ email: 'not-an-email' }, 'email', inEnglish('signup.emailInvalid')],
    [{ phone: ' ' }, 'phone', inEnglish('signup.phoneRequired')],
    [{ phone: '0551234567' }, 'phone', inEnglish('profile.phoneInvalid')],
    [{ password: '12345' }, 'password', inEnglish('signup.passwordTooShort')],
  ])('refuses %j with 400 naming %s', async (override, field, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount(), ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
  });

  it('reports the first failing field in the signup order', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { password: '1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(inEnglish('signup.firstNameRequired'));
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with any letter case of the email and returns a new token', async () => {
    const {
      user,
      password,
      token: signupToken,
    } = await signUp(ctx.app, {
      email: 'kim@example.com',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' KIM@example.com ', password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.id).toBe(user.id);
    expect(body.token).not.toBe(signupToken);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const { user } = await signUp(ctx.app);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    const unknownEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: inEnglish('login.invalidCredentials'),
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('asks for both fields (400)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: inEnglish('login.fieldsRequired'),
      field: 'password',
    });
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('returns the signed-in user', async () => {
    const { token, user } = await signUp(ctx.app);
    const response = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual(user);
  });

  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    const noToken = await ctx.app.inject({ url: '/api/auth/me' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ error: inEnglish('auth.required'), code: 'UNAUTHENTICATED' });

    const basic = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);

    const unknown = await ctx.app.inject({ url: '/api/auth/me', headers: bearer('made-up') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SESSION_EXPIRED');
  });

  it('revokes the token on logout, leaving other sessions alive', async () => {
    const { token, user, password } = await signUp(ctx.app);
    const otherLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    const otherToken: string = otherLogin.json().token;

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);

    const afterLogout = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(afterLogout.statusCode).toBe(401);
    const other = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(otherToken) });
    expect(other.statusCode).toBe(200);

    const secondLogout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(secondLogout.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await signUp(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_EXPIRED');
  });

  it('prunes expired and revoked sessions only', async () => {
    const alive = await signUp(ctx.app);
    const expired = await signUp(ctx.app);
    const revoked = await signUp(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(revoked.token),
    });

    const retention = createRetentionSweep(ctx.database.db, {
      now: () => new Date(),
      settings: DEFAULT_RETENTION,
    });
    expect((await retention.sweep()).sessions).toBe(2);
    const remaining = await ctx.database.db.select().from(sessions);
    expect(remaining.map((session) => session.userId)).toEqual([alive.user.id]);
  });
});
