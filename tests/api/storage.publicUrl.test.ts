import { describe, expect, it } from 'vitest';
import { imageStorageSettingsOf, loadConfig } from '../../src/server/config';
import { createImageStorage } from '../../src/server/storage';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';

// The redirect never asks the bucket anything, so no S3 server is needed behind it.
const imageStorage = await createImageStorage(
  imageStorageSettingsOf(
    loadConfig({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://images.example.org/lendwell',
    }),
  ),
);
const ctx = setupTestApp({ imageStorage });
const name = `${'e'.repeat(64)}.webp`;

describe('images behind S3_PUBLIC_URL', () => {
  it('sends browsers to the public address, the redirect cached for an hour only', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.app.inject({ method, url: `/uploads/${name}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`https://images.example.org/lendwell/${name}`);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('still answers a name the pipeline never writes with a JSON 404', async () => {
    for (const url of ['/uploads/notes.html', `/uploads/${name}.1a2b.tmp`, '/uploads/a/b.jpg']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: inEnglish('errors.notFound'), code: 'NOT_FOUND' });
    }
  });

  it('lets pages show images from that address, and no other', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    // The photos' address, and the map tiles' server (`MAP_TILE_URL`), and no other.
    expect(policy).toMatch(
      /img-src 'self' data: blob: https:\/\/images\.example\.org https:\/\/tile\.openstreetmap\.org;/,
    );
  });
});
