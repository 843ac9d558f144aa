import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import {
  book,
  bookingById,
  bookingWorld,
  changeStatus,
  pendingBookingWorld,
  setStatus,
  setupBookingsApp,
} from './support/bookings';

const app = setupBookingsApp();
const { ctx, clock } = app;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const pendingBooking = () => pendingBookingWorld(app, {}, 3, 5);

describe('PUT /api/bookings/{id}/status', () => {
  it('lets the owner accept a pending request', async () => {
    const { owner, renter, booking } = await pendingBooking();
    const response = await changeStatus(ctx.app, owner.token, booking.id, 'confirmed');
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ id: booking.id, status: 'confirmed' });
    expect((await bookingById(ctx.app, renter.token, booking.id)).status).toBe('confirmed');
  });

  it('lets the owner reject a pending request', async () => {
    const { owner, booking } = await pendingBooking();
    const rejected = await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    expect(rejected).toMatchObject({ status: 'rejected', cancellation_reason: null });
  });

  it('lets the renter cancel their pending request, storing and returning the reason', async () => {
    const { owner, renter, booking } = await pendingBooking();
    const reason = '  My plans changed.  ';
    const cancelled = await setStatus(ctx.app, renter.token, booking.id, 'cancelled', reason);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'My plans changed.',
    });
    const seenByOwner = await bookingById(ctx.app, owner.token, booking.id);
    expect(seenByOwner.cancellation_reason).toBe('My plans changed.');
  });

  it.each([[undefined], ['   ']])(
    'refuses a cancellation without a reason (%j → 400)',
    async (reason) => {
      const { renter, booking } = await pendingBooking();
      const response = await changeStatus(ctx.app, renter.token, booking.id, 'cancelled', reason);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: inEnglish('bookings.reasonRequired'),
        code: 'VALIDATION_ERROR',
        field: 'reason',
      });
    },
  );

  it.each([['completed'], ['pending'], ['paid']])('refuses the status %s (400)', async (status) => {
    const { owner, booking } = await pendingBooking();
    const response = await changeStatus(ctx.app, owner.token, booking.id, status);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: inEnglish('bookings.statusInvalid'),
      field: 'status',
    });
  });

  it.each([
    ['renter', 'confirmed', inEnglish('bookings.onlyOwnerDecides')],
    ['renter', 'rejected', inEnglish('bookings.onlyOwnerDecides')],
    ['stranger', 'confirmed', inEnglish('bookings.notAParty')],
    ['stranger', 'rejected', inEnglish('bookings.notAParty')],
    ['stranger', 'cancelled', inEnglish('bookings.notAParty')],
  ] as const)('refuses the %s asking for %s (403)', async (who, status, message) => {
    const world = await pendingBooking();
    const response = await changeStatus(ctx.app, world[who].token, world.booking.id, status, 'x');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: message, code: 'FORBIDDEN' });
    expect((await bookingById(ctx.app, world.renter.token, world.booking.id)).status).toBe(
      'pending',
    );
  });

  it.each([
    ['rejected', 'owner', 'confirmed'],
    ['rejected', 'owner', 'rejected'],
    ['confirmed', 'owner', 'rejected'],
    ['confirmed', 'owner', 'confirmed'],
  ] as const)('refuses changing a %s booking: %s asks for %s (409)', async (state, who, next) => {
    const world = await pendingBooking();
    await setStatus(ctx.app, world.owner.token, world.booking.id, state);
    const response = await changeStatus(ctx.app, world[who].token, world.booking.id, next, 'x');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: inEnglish('bookings.notPending'),
      code: 'NOT_PENDING',
    });
  });

  it.each([
    ['rejected', 'renter'],
    ['rejected', 'owner'],
    ['pending', 'owner'],
  ] as const)('refuses cancelling a %s booking as its %s (409)', async (state, who) => {
    const world = await pendingBooking();
    if (state !== 'pending') await setStatus(ctx.app, world.owner.token, world.booking.id, state);
    const response = await changeStatus(
      ctx.app,
      world[who].token,
      world.booking.id,
      'cancelled',
      'x',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: inEnglish('bookings.notCancellable'),
      code: 'NOT_CANCELLABLE',
    });
    expect((await bookingById(ctx.app, world.renter.token, world.booking.id)).status).toBe(state);
  });

  it('refuses changing a cancelled booking (409)', async () => {
    const { owner, renter, booking } = await pendingBooking();
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'No longer needed');
    for (const [token, status] of [
      [owner.token, 'confirmed'],
      [renter.token, 'cancelled'],
    ] as const) {
      const response = await changeStatus(ctx.app, token, booking.id, status, 'again');
      expect(response.statusCode).toBe(409);
    }
  });

  it('rejects the overlapping pending requests when one is accepted, and no others', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    const chosen = await book(ctx.app, renter.token, item, clock.day(5), clock.day(10));
    const overlapsStart = await book(ctx.app, stranger.token, item, clock.day(3), clock.day(6));
    const inside = await book(ctx.app, stranger.token, item, clock.day(6), clock.day(7));
    const adjacent = await book(ctx.app, stranger.token, item, clock.day(10), clock.day(12));
    const before = await book(ctx.app, stranger.token, item, clock.day(1), clock.day(5));

    await setStatus(ctx.app, owner.token, chosen.id, 'confirmed');
    const statuses = Object.fromEntries(
      await Promise.all(
        [overlapsStart, inside, adjacent, before].map(async (booking) => [
          booking.id,
          (await bookingById(ctx.app, stranger.token, booking.id)).status,
        ]),
      ),
    );
    expect(statuses).toEqual({
      [overlapsStart.id]: 'rejected',
      [inside.id]: 'rejected',
      [adjacent.id]: 'pending',
      [before.id]: 'pending',
    });
  });

  it('answers 404 for unknown or malformed ids and 401 when signed out', async () => {
    const { owner } = await pendingBooking();
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await changeStatus(ctx.app, owner.token, id, 'confirmed');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: inEnglish('bookings.notFound'), code: 'NOT_FOUND' });
    }
    const signedOut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${UNKNOWN_ID}/status`,
      payload: { status: 'confirmed' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
