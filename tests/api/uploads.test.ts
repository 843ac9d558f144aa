import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import {
  ITEM_IMAGE_MAX_BYTES,
  thumbnailUrl,
  UPLOADED_IMAGE_URL,
  type UploadedImage,
} from '../../src/shared/images';
import { hasGpsIfd, noisyJpeg, sidewaysJpegWithGps, solidJpeg, solidPng } from './support/images';
import { type MultipartRequest, multipartBody, multipartParts } from './support/multipart';
import { setupTestApp } from './support/testApp';
import { storedNames } from './support/testStorage';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();

const STACK_TRACE = /at .*\.(ts|js):\d+/;
const notAnImage = { error: inEnglish('uploads.notAnImage'), code: 'UNSUPPORTED_MEDIA_TYPE' };
const missingFile = {
  error: inEnglish('uploads.missingFile'),
  code: 'VALIDATION_ERROR',
  field: 'image',
};

async function signedIn() {
  return bearer((await signUp(ctx.app)).token);
}

async function upload(body: MultipartRequest, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...(await signedIn()), ...body.headers, ...headers },
    payload: body.payload,
  });
}

const imageField = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  multipartBody('image', filename, contentType, bytes);

async function uploadImage(bytes: Buffer): Promise<UploadedImage> {
  const response = await upload(imageField(bytes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadedImage>();
}

async function fetchStored(url: string) {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response;
}

/** The stored bytes, read back the way browsers get them, whatever the storage. */
const storedBytes = async (url: string) => (await fetchStored(url)).rawPayload;
const nameOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('POST /api/upload/image', () => {
  it('stores a 1200 px JPEG and a 400 px WebP thumbnail, served with a year-long cache', async () => {
    const uploaded = await uploadImage(await solidJpeg(2400, 1600));

    expect(uploaded.imageUrl).toMatch(UPLOADED_IMAGE_URL);
    expect(uploaded.thumbnailUrl).toBe(thumbnailUrl(uploaded.imageUrl));
    expect(await storedNames(ctx.imageStorage)).toEqual(
      expect.arrayContaining([nameOf(uploaded.imageUrl), nameOf(uploaded.thumbnailUrl)]),
    );

    const image = await fetchStored(uploaded.imageUrl);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const imageMetadata = await sharp(image.rawPayload).metadata();
    expect(imageMetadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });

    const thumbnail = await fetchStored(uploaded.thumbnailUrl);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const thumbnailMetadata = await sharp(thumbnail.rawPayload).metadata();
    expect(thumbnailMetadata).toMatchObject({ format: 'webp', width: 400 });
    expect(thumbnailMetadata.height).toBeLessThanOrEqual(400);
  });

  it('accepts a PNG and stores it as JPEG, never enlarging a small picture', async () => {
    const uploaded = await uploadImage(await solidPng(320, 200));
    const stored = await sharp(await storedBytes(uploaded.imageUrl)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
  });

  it('drops EXIF (GPS included) and turns a sideways photo upright', async () => {
    const input = await sidewaysJpegWithGps(600, 300);
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    expect(hasGpsIfd(inputMetadata.exif)).toBe(true);

    const uploaded = await uploadImage(input);
    for (const url of [uploaded.imageUrl, uploaded.thumbnailUrl]) {
      const stored = await sharp(await storedBytes(url)).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation ?? 1).toBe(1);
      expect(stored.height).toBe(stored.width * 2);
    }
    const image = await sharp(await storedBytes(uploaded.imageUrl)).metadata();
    expect(image).toMatchObject({ width: 300, height: 600 });
  });

  it('gives the same bytes the same address', async () => {
    const bytes = await solidJpeg(500, 400);
    expect(await uploadImage(bytes)).toEqual(await uploadImage(bytes));
  });

  it('refuses a caller who is not signed in (401)', async () => {
    const body = imageField(await solidJpeg(100, 100));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: inEnglish('auth.required'), code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['an HTML page renamed to .jpg', async () => Buffer.from('<!doctype html><h1>hi</h1>')],
    [
      'an SVG',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>'),
    ],
    [
      'a PDF',
      async () =>
        Buffer.from(
          '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        ),
    ],
    [
      'the first half of a JPEG',
      async () => {
        const whole = await noisyJpeg(400, 300);
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
    ],
    [
      'random bytes',
      async () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)),
    ],
  ])('refuses %s sent as image/jpeg (415) and stores nothing', async (_name, makeBytes) => {
    const storedBefore = await storedNames(ctx.imageStorage);
    const response = await upload(imageField(await makeBytes(), 'x.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(notAnImage);
    expect(await storedNames(ctx.imageStorage)).toEqual(storedBefore);
  });

  it('refuses a file over 10 MB (413), and reads one of exactly 10 MB', async () => {
    const tooLarge = await upload(imageField(Buffer.alloc(ITEM_IMAGE_MAX_BYTES + 1, 0xff)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: inEnglish('uploads.tooLarge'),
      code: 'PAYLOAD_TOO_LARGE',
    });

    const atTheCap = await upload(imageField(Buffer.alloc(ITEM_IMAGE_MAX_BYTES, 0xff)));
    expect(atTheCap.statusCode).toBe(415);
  });

  it('asks for the file when the field is missing, misnamed or empty (400)', async () => {
    const bytes = await solidJpeg(50, 50);
    const bodies = [
      multipartParts([{ field: 'title', value: 'Drill' }]),
      multipartBody('photo', 'photo.jpg', 'image/jpeg', bytes),
      imageField(Buffer.alloc(0), ''),
    ];
    for (const body of bodies) {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(missingFile);
    }
  });

  it('refuses a form with too many parts (413)', async () => {
    const fields = Array.from({ length: 7 }, (_, i) => ({ field: `note${i}`, value: 'x' }));
    const response = await upload(multipartParts(fields));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: inEnglish('uploads.tooManyParts'),
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a body that is not multipart (415)', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...(await signedIn()), 'content-type': 'application/json' },
      payload: JSON.stringify({ image: 'data:image/jpeg;base64,AAAA' }),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: await signedIn(),
    });
    expect(empty.statusCode).toBe(415);
    expect(empty.json()).toEqual({
      error: inEnglish('uploads.missingFile'),
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(json.body + empty.body).not.toMatch(STACK_TRACE);
  });
});
