import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import {
  book,
  bookingWorld,
  requestBooking,
  setStatus,
  setupBookingsApp,
} from './support/bookings';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/bookings', () => {
  it('creates a pending request for the caller, priced by the server (201)', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 19.99 });
    const response = await requestBooking(ctx.app, renter.token, {
      itemId: item.id,
      fromDate: clock.day(1),
      toDate: clock.day(4),
      renterId: owner.id,
      totalPrice: 0.01,
      status: 'confirmed',
    });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json();
    expect(booking).toMatchObject({
      item_id: item.id,
      items: { id: item.id, title: item.title, image_urls: item.image_urls, price: 19.99 },
      renter_id: renter.id,
      renter: { id: renter.id, first_name: 'Jamie', last_name: 'Rivera' },
      owner_id: owner.id,
      owner: { id: owner.id, first_name: 'Sam', last_name: 'Patel' },
      from_date: clock.day(1),
      to_date: clock.day(4),
      total_price: 59.97,
      status: 'pending',
      payment_status: 'unpaid',
      paid: false,
      cancellation_reason: null,
      reviewed: false,
    });
    expect(new Date(booking.created_at).toISOString()).toBe(booking.created_at);
  });

  it('prices by the item unit: a week item booked 8 nights costs 2 weeks', async () => {
    const { renter, item } = await bookingWorld(ctx, { price: 60, duration: 'week' });
    const booking = await book(ctx.app, renter.token, item, clock.day(2), clock.day(10));
    expect(booking.total_price).toBe(120);
  });

  it('accepts a start date of today', async () => {
    const { renter, item } = await bookingWorld(ctx);
    const booking = await book(ctx.app, renter.token, item, clock.today(), clock.day(1));
    expect(booking.from_date).toBe(clock.today());
  });

  it('requires sign-in (401)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: UNKNOWN_ID, fromDate: clock.day(1), toDate: clock.day(2) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an end before the start', 3, 1, 'toDate', inEnglish('bookings.endAfterStart')],
    ['an end equal to the start', 3, 3, 'toDate', inEnglish('bookings.endAfterStart')],
    ['a start in the past', -1, 2, 'fromDate', inEnglish('bookings.startInPast')],
  ])('refuses %s (400)', async (_case, from, to, field, message) => {
    const { renter, item } = await bookingWorld(ctx);
    const response = await requestBooking(ctx.app, renter.token, {
      itemId: item.id,
      fromDate: clock.day(from),
      toDate: clock.day(to),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
  });

  it.each([
    [{ fromDate: '' }, 'fromDate'],
    [{ toDate: '2030-02-30' }, 'toDate'],
    [{ fromDate: '06/20/2030' }, 'fromDate'],
  ])('refuses missing or malformed dates %j (400)', async (change, field) => {
    const { renter, item } = await bookingWorld(ctx);
    const response = await requestBooking(ctx.app, renter.token, {
      itemId: item.id,
      fromDate: clock.day(1),
      toDate: clock.day(2),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: inEnglish('bookings.bothDates'), field });
  });

  it("refuses the caller's own item (403)", async () => {
    const { owner, item } = await bookingWorld(ctx);
    const response = await requestBooking(ctx.app, owner.token, {
      itemId: item.id,
      fromDate: clock.day(1),
      toDate: clock.day(2),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You cannot book your own item.', code: 'FORBIDDEN' });
  });

  it('refuses a deleted, unknown or malformed item (404)', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
    });
    for (const itemId of [item.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await requestBooking(ctx.app, renter.token, {
        itemId,
        fromDate: clock.day(1),
        toDate: clock.day(2),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: inEnglish('items.notFound'), code: 'NOT_FOUND' });
    }
  });

  it('refuses an item its owner marked Unavailable (409)', async () => {
    const { renter, item } = await bookingWorld(ctx, { availability: 'Unavailable' });
    const response = await requestBooking(ctx.app, renter.token, {
      itemId: item.id,
      fromDate: clock.day(1),
      toDate: clock.day(2),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: inEnglish('bookings.itemUnavailable'),
      code: 'ITEM_UNAVAILABLE',
    });
  });

  it('refuses dates overlapping a confirmed booking (409) but allows overlapping requests', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    const first = await book(ctx.app, renter.token, item, clock.day(5), clock.day(8));
    const second = await book(ctx.app, stranger.token, item, clock.day(6), clock.day(9));
    expect(second.status).toBe('pending');
    await setStatus(ctx.app, owner.token, first.id, 'confirmed');

    const overlapping = await requestBooking(ctx.app, stranger.token, {
      itemId: item.id,
      fromDate: clock.day(7),
      toDate: clock.day(12),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      error: inEnglish('bookings.datesTaken'),
      code: 'DATES_TAKEN',
    });
  });

  it('lets back-to-back bookings (to_date = next from_date) both be confirmed', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    const first = await book(ctx.app, renter.token, item, clock.day(2), clock.day(5));
    const second = await book(ctx.app, stranger.token, item, clock.day(5), clock.day(7));
    const before = await book(ctx.app, stranger.token, item, clock.day(0), clock.day(2));
    for (const booking of [first, second, before]) {
      expect((await setStatus(ctx.app, owner.token, booking.id, 'confirmed')).status).toBe(
        'confirmed',
      );
    }
  });
});
