import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/testApp';

/** What helmet's defaults plus our policy put on every response. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https://tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const webRoot = mkdtempSync(join(tmpdir(), 'lendwell-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ctx = setupTestApp({ webRoot });

describe('the built web app', () => {
  it('serves index.html at / and for any unknown page, never cached', async () => {
    for (const url of ['/', '/dashboard', '/item/123', '/no/such/page']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps unknown API paths and non-GET requests out of the page fallback', async () => {
    const api = await ctx.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await ctx.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('sends the security headers on pages, files, API answers, errors and unknown paths', async () => {
    const requests = [
      { url: '/' },
      { url: '/dashboard' },
      { url: '/assets/index-abc123.js' },
      { url: `/uploads/${'ab'.repeat(32)}.jpg` },
      { url: '/api/categories' },
      { url: '/api/unknown' },
      { url: '/api/items/not-an-id' },
      { method: 'POST' as const, url: '/api/auth/login', payload: {} },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      expect(response.headers, request.url).toMatchObject(SECURITY_HEADERS);
    }
  });
});
