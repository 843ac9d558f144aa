import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../../src/shared/categories';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp();

describe('platform', () => {
  it('reports health', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('lists the six categories in order, id 1 first', async () => {
    const response = await ctx.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json().categories).toEqual(
      CATEGORY_NAMES.map((name, index) => ({ id: index + 1, name })),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: inEnglish('errors.apiNotFound'), code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: inEnglish('errors.malformedJson'),
      code: 'MALFORMED_JSON',
    });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('Content-Security-Policy with a maps key', () => {
  const maps = setupTestApp({ allowGoogleMaps: true });

  it('allows Google Maps scripts only when a key is configured', async () => {
    const withKey = await maps.app.inject({ url: '/api/health' });
    expect(withKey.headers['content-security-policy']).toContain(
      "script-src 'self' https://maps.googleapis.com",
    );
    const withoutKey = await ctx.app.inject({ url: '/api/health' });
    expect(withoutKey.headers['content-security-policy']).not.toContain('googleapis');
  });
});
