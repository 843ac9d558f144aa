import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { solidJpeg } from './support/images';
import { multipartBody } from './support/multipart';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp({ uploadRateLimitPerMinute: 10_000 });

const BOUNDARY = 'lendwell-malformed';
const malformed = { error: inEnglish('uploads.malformedForm'), code: 'MALFORMED_MULTIPART' };

async function upload(headers: Record<string, string>, payload: Buffer | string) {
  const { token } = await signUp(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

async function truncatedPart(): Promise<Buffer> {
  const whole = multipartBody('image', 'photo.jpg', 'image/jpeg', await solidJpeg(64, 64)).payload;
  const text = whole.toString('latin1');
  const closing = text.lastIndexOf('\r\n--');
  return whole.subarray(0, closing - 10);
}

describe('a malformed multipart upload', () => {
  it.each([
    ['garbage after the content type', async () => 'this is not a multipart body at all'],
    ['a part whose headers never end', async () => `--${BOUNDARY}\r\nContent-Disposition: form-`],
    ['a truncated part', truncatedPart],
  ])('answers 400 with a clear message for %s', async (_name, makeBody) => {
    const response = await upload(
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      await makeBody(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(malformed);
  });

  it('answers 400 when the content type names no boundary', async () => {
    const response = await upload(
      { 'content-type': 'multipart/form-data' },
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(malformed);
  });

  it('answers 415 with the upload message for a body that is not a form', async () => {
    const response = await upload({ 'content-type': 'text/plain' }, 'hello');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
