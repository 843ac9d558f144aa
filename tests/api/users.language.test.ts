import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/testApp';
import { bearer, newAccount, signUp } from './support/users';

const ctx = setupTestApp();

async function signUpSpeaking(acceptLanguage: string | undefined) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newAccount(),
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(response.statusCode).toBe(201);
  return response.json().user.locale;
}

describe('the account keeps its language', () => {
  it('starts in the language the person signed up in', async () => {
    expect(await signUpSpeaking('es-MX,es;q=0.9,en;q=0.5')).toBe('es-US');
    expect(await signUpSpeaking('de-DE')).toBe('en-US');
    expect(await signUpSpeaking(undefined)).toBe('en-US');
    // The pseudo-locale of tests is no language to keep.
    expect(await signUpSpeaking('en-XA')).toBe('en-US');
  });

  it('keeps a chosen language for every device, and writes answers in it when asked', async () => {
    const { token } = await signUp(ctx.app);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: bearer(token),
      payload: { locale: 'es-US' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.locale).toBe('es-US');

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.locale).toBe('es-US');

    const back = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: bearer(token),
      payload: { locale: 'en-US' },
    });
    expect(back.json().user.locale).toBe('en-US');
  });

  it('refuses someone signed out before reading what they sent', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      payload: { locale: 'xx' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a language the product does not speak, in the reader’s language', async () => {
    const { token } = await signUp(ctx.app);
    for (const locale of ['fr-FR', 'en-XA', '', 42]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me/language',
        headers: { ...bearer(token), 'accept-language': 'es-US' },
        payload: { locale },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'locale',
        error: 'Elige uno de los idiomas que ofrece Lendwell.',
      });
    }
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.locale).toBe('en-US');
  });
});
