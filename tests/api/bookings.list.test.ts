import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { BookedDates } from '../../src/shared/schemas/bookings';
import { book, bookingWorld, myBookings, setStatus, setupBookingsApp } from './support/bookings';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/bookings/my-bookings', () => {
  it("lists the caller's requests as renter and as owner, newest first", async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    // Requests are dated by the server's clock: a minute passes between them.
    const first = await book(ctx.app, renter.token, item, clock.day(1), clock.day(2));
    clock.advanceMinutes(1);
    const second = await book(ctx.app, renter.token, item, clock.day(3), clock.day(4));
    clock.advanceMinutes(1);
    const other = await book(ctx.app, stranger.token, item, clock.day(5), clock.day(6));

    const asRenter = await myBookings(ctx.app, renter.token);
    expect(asRenter.map((booking) => booking.id)).toEqual([second.id, first.id]);
    expect(asRenter[0]).toEqual(second);
    const asOwner = await myBookings(ctx.app, owner.token, 'as_owner');
    expect(asOwner.map((booking) => booking.id)).toEqual([other.id, second.id, first.id]);
    expect(await myBookings(ctx.app, owner.token)).toEqual([]);
    expect(await myBookings(ctx.app, renter.token, 'as_owner')).toEqual([]);
  });

  it('lists as renter when no type is given, and refuses an unknown type (400)', async () => {
    const { renter, item } = await bookingWorld(ctx);
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(2));
    const plain = await ctx.app.inject({
      url: '/api/bookings/my-bookings',
      headers: bearer(renter.token),
    });
    expect(plain.json().bookings.map((row: { id: string }) => row.id)).toEqual([booking.id]);
    const unknown = await ctx.app.inject({
      url: '/api/bookings/my-bookings?type=as_friend',
      headers: bearer(renter.token),
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('requires sign-in (401)', async () => {
    const response = await ctx.app.inject({ url: '/api/bookings/my-bookings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/items/{id}/booked-dates', () => {
  it('lists the confirmed ranges still to come, without any renter identity', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    const later = await book(ctx.app, renter.token, item, clock.day(8), clock.day(10));
    const sooner = await book(ctx.app, stranger.token, item, clock.day(2), clock.day(4));
    await book(ctx.app, stranger.token, item, clock.day(12), clock.day(14));
    await setStatus(ctx.app, owner.token, later.id, 'confirmed');
    await setStatus(ctx.app, owner.token, sooner.id, 'confirmed');

    const response = await ctx.app.inject({ url: `/api/items/${item.id}/booked-dates` });
    expect(response.statusCode).toBe(200);
    expect(response.json<BookedDates>()).toEqual({
      ranges: [
        { from_date: clock.day(2), to_date: clock.day(4) },
        { from_date: clock.day(8), to_date: clock.day(10) },
      ],
    });
    expect(response.body).not.toContain(renter.id);
    expect(response.body).not.toContain(stranger.id);
  });

  it('answers 404 for unknown, malformed and deleted items', async () => {
    const { owner, item } = await bookingWorld(ctx);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
    });
    for (const id of [UNKNOWN_ID, 'nope', item.id]) {
      const response = await ctx.app.inject({ url: `/api/items/${id}/booked-dates` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: inEnglish('items.notFound'), code: 'NOT_FOUND' });
    }
  });
});
