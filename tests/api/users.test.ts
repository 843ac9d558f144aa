import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';
import { bearer, newAccount, signUp } from './support/users';

const ctx = setupTestApp();

const validProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '5559876543',
  location: JSON.stringify({ address: '1 Main St', city: 'Springfield', zipCode: '62701' }),
};

describe('GET /api/users/{id}', () => {
  it('shows a user their own private fields', async () => {
    const { token, user } = await signUp(ctx.app);
    const response = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual(user);
  });

  it('shows others, signed in or not, only public fields', async () => {
    const { user } = await signUp(ctx.app);
    const viewer = await signUp(ctx.app);
    for (const headers of [bearer(viewer.token), {}]) {
      const response = await ctx.app.inject({ url: `/api/users/${user.id}`, headers });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().user).sort()).toEqual(
        [
          'createdAt',
          'emailVerified',
          'firstName',
          'fullName',
          'id',
          'lastName',
          'profileImageUrl',
        ].sort(),
      );
      expect(response.body).not.toContain(user.email);
      expect(response.body).not.toContain(user.phone);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await ctx.app.inject({ url: `/api/users/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: inEnglish('errors.userNotFound'),
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates the own profile and stores the location as JSON text', async () => {
    const { token, user } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { ...validProfile, email: 'hijack@example.com', id: 'other' },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().user;
    expect(updated).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      phone: '5559876543',
    });
    expect(JSON.parse(updated.location)).toEqual({
      address: '1 Main St',
      city: 'Springfield',
      zipCode: '62701',
    });
  });

  it('accepts the comma-separated location form and keeps an empty last name', async () => {
    const { token, user } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { ...validProfile, lastName: '', location: '2 Side Rd, Chatham, 62629-1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.fullName).toBe('Ada');
    expect(JSON.parse(response.json().user.location).zipCode).toBe('62629-1234');
  });

  it("refuses to update another user's profile (403)", async () => {
    const victim = await signUp(ctx.app);
    const attacker = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${victim.user.id}`,
      headers: bearer(attacker.token),
      payload: validProfile,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: inEnglish('profile.forbidden'), code: 'FORBIDDEN' });
    const check = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(victim.token) });
    expect(check.json().user.firstName).toBe(victim.user.firstName);
  });

  it('requires sign-in (401)', async () => {
    const { user } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: validProfile,
    });
    expect(response.statusCode).toBe(401);
  });

  it('requires sign-in before it looks at the body (401, not 400)', async () => {
    const { user } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { firstName: '', phone: 'not a phone' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: inEnglish('auth.required'), code: 'UNAUTHENTICATED' });
  });

  const location = (fields: Record<string, string>) =>
    JSON.stringify({ address: '1 Main St', city: 'Springfield', zipCode: '62701', ...fields });

  it.each([
    [{ firstName: ' ' }, 'firstName', inEnglish('profile.displayNameRequired')],
    [{ phone: '' }, 'phone', inEnglish('profile.phoneRequired')],
    [{ phone: '0123456' }, 'phone', inEnglish('profile.phoneInvalid')],
    [{ phone: '12345678901234567' }, 'phone', inEnglish('profile.phoneInvalid')],
    [
      { location: location({ address: '' }) },
      'location.address',
      inEnglish('profile.addressRequired'),
    ],
    [{ location: location({ city: ' ' }) }, 'location.city', inEnglish('profile.cityRequired')],
    [{ location: location({ zipCode: '' }) }, 'location.zipCode', inEnglish('profile.zipRequired')],
    [
      { location: location({ zipCode: '1234' }) },
      'location.zipCode',
      inEnglish('profile.zipInvalid'),
    ],
    [
      { profileImageUrl: 'https://evil.example/x.png' },
      'profileImageUrl',
      inEnglish('profile.imageInvalid'),
    ],
  ])('refuses %j with 400 naming %s', async (override, field, message) => {
    const { token, user } = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { ...validProfile, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
  });
});

describe('phone numbers by the country’s plan', () => {
  const register = (phone: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount({ phone }) });

  it('refuses at sign-up a number too short or too long for North America', async () => {
    for (const phone of ['5551234', '12345', '55512345678']) {
      const response = await register(phone);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'phone',
        error: inEnglish('profile.phoneInvalid'),
      });
    }
    expect((await register('(555) 010-1234')).statusCode).toBe(201);
    expect((await register('+44 20 7946 0958')).statusCode).toBe(201);
  });

  it('keeps a number stored before the rule, so the rest of a profile can be saved', async () => {
    const { token, user } = await signUp(ctx.app);
    await ctx.database.db.update(users).set({ phone: '5551234' }).where(eq(users.id, user.id));
    const kept = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { ...validProfile, firstName: 'Augusta', phone: '5551234' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { ...validProfile, phone: '555123' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().field).toBe('phone');
  });
});

describe('disclaimer', () => {
  it('is not accepted at first, then accepted for good', async () => {
    const { token } = await signUp(ctx.app, {}, { acceptDisclaimer: false });
    const status = () =>
      ctx.app.inject({ url: '/api/users/disclaimer-status', headers: bearer(token) });
    expect((await status()).json()).toEqual({ disclaimerAccepted: false });

    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/accept-disclaimer',
      headers: bearer(token),
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ disclaimerAccepted: true });
    expect((await status()).json()).toEqual({ disclaimerAccepted: true });

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.disclaimerAccepted).toBe(true);
  });

  it('requires sign-in for both calls (401)', async () => {
    const status = await ctx.app.inject({ url: '/api/users/disclaimer-status' });
    const accept = await ctx.app.inject({ method: 'POST', url: '/api/users/accept-disclaimer' });
    expect(status.statusCode).toBe(401);
    expect(accept.statusCode).toBe(401);
  });
});
