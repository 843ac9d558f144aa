import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../src/shared/images';
import { solidJpeg } from './support/images';
import { multipartBody } from './support/multipart';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const webRoot = mkdtempSync(join(tmpdir(), 'lendwell-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ctx = setupTestApp({ webRoot });
const FOREIGN_ORIGIN = 'https://evil.example';

/** The policy's directives by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectHardened(response: LightMyRequestResponse, what: string) {
  const csp = directives(response);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, what).toContain("'self'");
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'https:']) {
    expect(scripts, what).not.toContain(loose);
  }
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['strict-transport-security'], what).toMatch(
    /^max-age=(\d{8,}); includeSubDomains$/,
  );
}

async function storedImage(): Promise<string> {
  const { token } = await signUp(ctx.app);
  const body = multipartBody('image', 'photo.jpg', 'image/jpeg', await solidJpeg(40, 30));
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  return response.json<UploadedImage>().imageUrl;
}

describe('security headers', () => {
  it('harden an HTML page, an API answer, an error and an uploaded image alike', async () => {
    const imageUrl = await storedImage();
    const responses = {
      'the web app page': await ctx.app.inject({ url: '/listings' }),
      'an API answer': await ctx.app.inject({ url: '/api/categories' }),
      'an API error': await ctx.app.inject({ url: '/api/items/not-an-id' }),
      'a validation error': await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
      }),
      'an uploaded image': await ctx.app.inject({ url: imageUrl }),
      'the API reference page': await ctx.app.inject({ url: '/api/docs' }),
    };
    expect(responses['the web app page'].headers['content-type']).toMatch(/^text\/html/);
    expect(responses['an API error'].statusCode).toBe(404);
    expect(responses['a validation error'].statusCode).toBe(400);
    expect(responses['an uploaded image'].headers['content-type']).toBe('image/jpeg');
    for (const [what, response] of Object.entries(responses)) expectHardened(response, what);
  });
});

describe('CORS', () => {
  const grants = (response: LightMyRequestResponse) =>
    Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

  it('grants a foreign origin nothing, credentials or not', async () => {
    const { token } = await signUp(ctx.app);
    const read = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { ...bearer(token), origin: FOREIGN_ORIGIN, cookie: 'session=x' },
    });
    expect(read.statusCode).toBe(200);
    expect(grants(read)).toEqual([]);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), origin: FOREIGN_ORIGIN },
    });
    expect(grants(write)).toEqual([]);
  });

  it('refuses a preflight from a foreign origin', async () => {
    for (const url of ['/api/items', '/api/auth/login', '/api/upload/image']) {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: FOREIGN_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(grants(preflight), url).toEqual([]);
    }
  });
});
