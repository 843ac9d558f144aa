import { randomUUID } from 'node:crypto';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { bookingWorld, setupBookingsApp } from './support/bookings';
import { solidJpeg } from './support/images';
import { itemInput, storedImageUrl } from './support/items';
import { multipartBody } from './support/multipart';
import { requestCheckout } from './support/payments';
import { acceptDisclaimerAs, bearer, signUp } from './support/users';

const { ctx, clock } = setupBookingsApp({ uploadRateLimitPerMinute: 10_000 });

const refusal = { error: inEnglish('auth.disclaimerRequired'), code: 'DISCLAIMER_NOT_ACCEPTED' };

type Send = (token: string | undefined) => Promise<LightMyRequestResponse>;
type World = Awaited<ReturnType<typeof bookingWorld>>;

const auth = (token: string | undefined) => (token ? bearer(token) : {});

/** The writes that list or rent, each with a body that is valid (or empty, to show the order). */
function writesThatListOrRent(world: World, imageUrl: string, jpeg: Buffer) {
  const upload = multipartBody('image', 'drill.jpg', 'image/jpeg', jpeg);
  const writes: Record<string, Send> = {
    'POST /api/upload/image': (token) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: { ...auth(token), ...upload.headers },
        payload: upload.payload,
      }),
    'POST /api/items': (token) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/items',
        headers: auth(token),
        payload: itemInput(imageUrl),
      }),
    'PUT /api/items/:id': (token) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/items/${world.item.id}`,
        headers: auth(token),
        payload: {},
      }),
    'POST /api/bookings': (token) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: auth(token),
        payload: { itemId: world.item.id, fromDate: clock.day(3), toDate: clock.day(4) },
      }),
    'POST /api/payments/create-checkout-session': (token) =>
      token
        ? requestCheckout(ctx.app, token, randomUUID())
        : ctx.app.inject({ method: 'POST', url: '/api/payments/create-checkout-session' }),
    'POST /api/messages': (token) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: auth(token),
        payload: { receiverId: world.owner.id, itemId: world.item.id, messageText: 'Free?' },
      }),
  };
  return Object.entries(writes);
}

async function setting() {
  const world = await bookingWorld(ctx);
  const newcomer = await signUp(ctx.app, {}, { acceptDisclaimer: false });
  const writes = writesThatListOrRent(
    world,
    await storedImageUrl(ctx.uploadsDir),
    await solidJpeg(64, 64),
  );
  return { world, newcomer, writes };
}

describe('the platform disclaimer before listing or renting', () => {
  it('refuses each write with 403 DISCLAIMER_NOT_ACCEPTED, after 401 and before validation', async () => {
    const { newcomer, writes } = await setting();
    for (const [key, send] of writes) {
      const signedOut = await send(undefined);
      expect(signedOut.statusCode, `${key} signed out`).toBe(401);
      const refused = await send(newcomer.token);
      expect(refused.statusCode, key).toBe(403);
      expect(refused.json(), key).toEqual(refusal);
    }
  });

  it('lets the same person list, book and write once they accept it', async () => {
    const { newcomer, writes } = await setting();
    await acceptDisclaimerAs(ctx.app, newcomer.token);
    const expected: Record<string, number> = {
      'POST /api/upload/image': 201,
      'POST /api/items': 201,
      // Someone else's listing with an empty body: now validated like any other request.
      'PUT /api/items/:id': 400,
      'POST /api/bookings': 201,
      'POST /api/payments/create-checkout-session': 404,
      'POST /api/messages': 201,
    };
    for (const [key, send] of writes) {
      const response = await send(newcomer.token);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(expected[key]);
    }
  });

  it('still lets a newcomer read, and accept it', async () => {
    const { world, newcomer } = await setting();
    const item = await ctx.app.inject({
      url: `/api/items/${world.item.id}`,
      headers: bearer(newcomer.token),
    });
    expect(item.statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(newcomer.token) });
    expect(me.json().user.disclaimerAccepted).toBe(false);
  });
});
