import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { solidJpeg } from './support/images';
import { multipartBody } from './support/multipart';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp({ uploadRateLimitPerMinute: 3 });

describe('upload rate limit', () => {
  it('answers 429 after too many uploads by one account, wherever they come from', async () => {
    const bytes = await solidJpeg(40, 40);
    const uploadAs = (token: string, remoteAddress: string) => {
      const body = multipartBody('image', 'photo.jpg', 'image/jpeg', bytes);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
        remoteAddress,
      });
    };
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);

    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await uploadAs(first.token, address)).statusCode).toBe(201);
    }
    const limited = await uploadAs(first.token, '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: messages.errors.rateLimited, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another account on the same address still has its own allowance.
    expect((await uploadAs(second.token, '10.0.0.4')).statusCode).toBe(201);
  });
});
