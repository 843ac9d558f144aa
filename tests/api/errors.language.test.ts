import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/i18n/allCatalogs';
import type { Locale } from '../../src/shared/i18n/locales';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp();

/** A login attempt as Fastify receives it, before the route's own checks. */
const login = (locale: Locale, headers: Record<string, string>, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': locale, ...headers },
    payload,
  });

describe.each<Locale>(['en-US', 'es-US'])('the platform refusals in %s', (locale) => {
  const words = i18nFor(locale);

  it('refuses a content type the route does not read (415)', async () => {
    const response = await login(locale, { 'content-type': 'application/xml' }, '<login/>');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: words._('errors.mediaType'),
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses a body over the limit (413)', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
    const response = await login(locale, { 'content-type': 'application/json' }, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: words._('errors.bodyTooLarge'),
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it("answers Fastify's own client errors with words for people (400)", async () => {
    const response = await login(
      locale,
      { 'content-type': 'application/json', 'content-length': '5' },
      '{"email":"a@example.com"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: words._('errors.invalid'), code: 'BAD_REQUEST' });
  });

  it('asks a caller without a session to sign in (401)', async () => {
    const response = await ctx.app.inject({
      url: '/api/notifications',
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: words._('auth.required'), code: 'UNAUTHENTICATED' });
  });
});
