import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';

// With a web build, so that its catch-all page fallback is in play.
const webRoot = mkdtempSync(join(tmpdir(), 'lendwell-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ctx = setupTestApp({ webRoot });

const notFound = { error: inEnglish('errors.notFound'), code: 'NOT_FOUND' };
const hashName = (extension: string) => `${'a'.repeat(64)}.${extension}`;

describe('GET /uploads', () => {
  it('answers a missing image with a JSON 404, not the web app page', async () => {
    expect((await ctx.app.inject({ url: '/listings' })).body).toContain('id="root"');

    for (const url of ['/uploads/does-not-exist.jpg', `/uploads/${hashName('jpg')}`]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('serves only the names the image pipeline writes', async () => {
    const storage = ctx.imageStorage;
    await storage.put('notes.html', Buffer.from('<script>alert(1)</script>'));
    await storage.put(`${hashName('jpg')}.1a2b.tmp`, Buffer.from('half a file'));
    await storage.put(hashName('webp'), Buffer.from('stored'));

    expect((await ctx.app.inject({ url: '/uploads/notes.html' })).statusCode).toBe(404);
    const temporary = await ctx.app.inject({ url: `/uploads/${hashName('jpg')}.1a2b.tmp` });
    expect(temporary.statusCode).toBe(404);
    const stored = await ctx.app.inject({ url: `/uploads/${hashName('webp')}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
  });

  it('answers HEAD with the headers alone, and a repeat visit with 304 Not Modified', async () => {
    const name = `${'b'.repeat(64)}.jpg`;
    await ctx.imageStorage.put(name, Buffer.from('jpeg bytes'));

    const first = await ctx.app.inject({ url: `/uploads/${name}` });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('jpeg bytes');
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));

    const head = await ctx.app.inject({ method: 'HEAD', url: `/uploads/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers['content-length']).toBe('10');
    expect(head.headers.etag).toBe(etag);

    const again = await ctx.app.inject({
      url: `/uploads/${name}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await ctx.app.inject({ method: 'HEAD', url: `/uploads/${'d'.repeat(64)}.jpg` });
    expect(missing.statusCode).toBe(404);
  });

  it('judges the name the file is served by, not a detour that would pass the name check', async () => {
    const temporaryName = `${hashName('jpg')}.9f8e.tmp`;
    await ctx.imageStorage.put(temporaryName, Buffer.from('half a file'));
    const detours = [
      `/uploads/${hashName('webp')}/../${temporaryName}`,
      `/uploads/${hashName('webp')}/%2e%2e/${temporaryName}`,
      `/uploads/./${temporaryName}`,
      `/uploads//${temporaryName}`,
    ];
    for (const url of detours) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('half a file');
    }
  });

  describe('path traversal', () => {
    const secretContent = `secret-${randomBytes(8).toString('hex')}`;
    // Beside the uploads folder, where a `../` would lead.
    const secretPath = join(dirname(ctx.uploadsDir), `${basename(ctx.uploadsDir)}-secret.jpg`);
    const secretName = basename(secretPath);
    writeFileSync(secretPath, secretContent);
    afterAll(() => rmSync(secretPath, { force: true }));

    it.each([
      `/uploads/..%2f${secretName}`,
      `/uploads/..%2F${secretName}`,
      `/uploads/%2e%2e%2f${secretName}`,
      `/uploads/..%5c${secretName}`,
      `/uploads//..%2f${secretName}`,
    ])('cannot escape the uploads folder with %s', async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain(secretContent);
    });

    it.each([`/uploads/../${secretName}`, `/uploads/%2e%2e/${secretName}`])(
      'resolves the dot segments of %s before routing, so only the web app page answers',
      async (url) => {
        const response = await ctx.app.inject({ url });
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('id="root"');
        expect(response.body).not.toContain(secretContent);
      },
    );
  });
});
