import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { UploadedImage } from '../../src/shared/images';
import {
  corruptRowsPng,
  decompressionBombPng,
  HIDDEN_SCRIPT,
  jpegHtmlPolyglot,
  METADATA_MARKERS,
  photoWithEveryMetadata,
  pixelFloodPng,
  pngWithComment,
  SVG_WITH_SCRIPT,
} from './support/hostileImages';
import { solidJpeg } from './support/images';
import { multipartBody } from './support/multipart';
import { setupTestApp } from './support/testApp';
import { storedNames as namesIn } from './support/testStorage';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp({ uploadRateLimitPerMinute: 10_000 });

const STORED_NAME = /^[a-f0-9]{64}\.(jpg|webp)$/;
const notAnImage = { error: inEnglish('uploads.notAnImage'), code: 'UNSUPPORTED_MEDIA_TYPE' };

/** How long these take is measured by `npm run bench:timings`, not here. */
async function upload(bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const { token } = await signUp(ctx.app);
  const body = multipartBody('image', filename, contentType, bytes);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  return { response };
}

const storedNames = () => namesIn(ctx.imageStorage);
/** The stored bytes as browsers get them, whatever the storage. */
async function stored(url: string): Promise<Buffer> {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function storedFiles(uploaded: UploadedImage): Promise<Buffer[]> {
  return Promise.all([stored(uploaded.imageUrl), stored(uploaded.thumbnailUrl)]);
}

describe('hostile uploads', () => {
  it.each([
    ['an HTML page named .jpg', () => Buffer.from(`<!doctype html><html>${HIDDEN_SCRIPT}</html>`)],
    ['an SVG with a script named .jpg', () => SVG_WITH_SCRIPT],
    ['a PNG declaring 30000 × 30000 pixels', pixelFloodPng],
    ['a PNG whose rows are corrupt', corruptRowsPng],
    ['a 20000 × 20000 decompression bomb (1.2 GB decoded)', () => decompressionBombPng(20_000)],
  ])('refuses %s (415) and stores nothing', async (_name, makeBytes) => {
    const before = await storedNames();
    const { response } = await upload(makeBytes());
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(notAnImage);
    expect(await storedNames()).toEqual(before);
  });

  it('decodes an image at the pixel limit in bounded memory', async () => {
    // 10000 × 10000 is the most the pipeline decodes; libvips streams it through the resize.
    const rssBefore = process.memoryUsage().rss;
    const { response } = await upload(decompressionBombPng(10_000), 'bomb.png');
    expect(response.statusCode).toBe(201);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * 1024 * 1024);
  });

  it('stores a JPEG/HTML polyglot only as a re-encoded picture, without the markup', async () => {
    const { response } = await upload(await jpegHtmlPolyglot());
    expect(response.statusCode).toBe(201);
    const uploaded = response.json<UploadedImage>();
    for (const file of await storedFiles(uploaded)) {
      expect(file.includes('<script')).toBe(false);
      expect(file.includes('<html')).toBe(false);
    }
    const served = await ctx.app.inject({ url: uploaded.imageUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a 50 MB body (413) and stores nothing', async () => {
    const before = await storedNames();
    const { response } = await upload(Buffer.alloc(50 * 1024 * 1024, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: inEnglish('uploads.tooLarge'),
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storedNames()).toEqual(before);

    const { token } = await signUp(ctx.app);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(50 * 1024 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
  });

  it.each([
    ['path traversal', '../../escaped.jpg'],
    ['backslash traversal', '..\\..\\escaped.jpg'],
    ['a NUL byte', 'photo\u0000.php.jpg'],
    ['a very long name', `${'n'.repeat(5_000)}.jpg`],
    ['unicode', 'фото 照片 🖼️ é.jpg'],
    ['an absolute path', '/etc/passwd.jpg'],
  ])('stores a file named with %s under its content hash only', async (_name, filename) => {
    const { response } = await upload(await solidJpeg(48, 36), filename);
    expect(response.statusCode).toBe(201);
    expect((await storedNames()).every((name) => STORED_NAME.test(name))).toBe(true);
    expect(existsSync(join(dirname(ctx.uploadsDir), 'escaped.jpg'))).toBe(false);
    expect(existsSync(join(dirname(dirname(ctx.uploadsDir)), 'escaped.jpg'))).toBe(false);
  });
});

describe('metadata of stored images', () => {
  it.each([
    ['a JPEG with GPS EXIF, XMP, an ICC profile and a comment', photoWithEveryMetadata],
    ['a PNG with a text comment', async () => pngWithComment('secret-comment')],
  ])('keeps none of it from %s', async (_name, makeBytes) => {
    const { response } = await upload(await makeBytes());
    expect(response.statusCode).toBe(201);
    for (const file of await storedFiles(response.json<UploadedImage>())) {
      const metadata = await sharp(file).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.comments).toBeUndefined();
      for (const marker of METADATA_MARKERS) expect(file.includes(marker)).toBe(false);
    }
  });
});
