import { describe, expect, it } from 'vitest';
import { MY_BOOKINGS_MAX_PAGE_SIZE, MY_BOOKINGS_PAGE_SIZE } from '../../src/shared/bookings';
import type { Booking } from '../../src/shared/schemas/bookings';
import { book, bookingWorld, setupBookingsApp } from './support/bookings';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();

function listPage(token: string, query: Record<string, string>) {
  return ctx.app.inject({ url: '/api/bookings/my-bookings', query, headers: bearer(token) });
}

/** 23 requests of one renter for one owner's item, newest first. */
async function manyBookings() {
  const world = await bookingWorld(ctx);
  const made: Booking[] = [];
  for (let index = 0; index < MY_BOOKINGS_PAGE_SIZE + 3; index += 1) {
    // A minute apart, so that newest first is the order they were made in.
    clock.advanceMinutes(1);
    made.push(
      await book(
        ctx.app,
        world.renter.token,
        world.item,
        clock.day(index + 1),
        clock.day(index + 2),
      ),
    );
  }
  return { ...world, newestFirst: made.map((booking) => booking.id).reverse() };
}

describe('GET /api/bookings/my-bookings, page by page', () => {
  it('answers the first page by default, with the total, on both sides', async () => {
    const { owner, renter, newestFirst } = await manyBookings();
    for (const [token, type] of [
      [renter.token, 'as_renter'],
      [owner.token, 'as_owner'],
    ] as const) {
      const response = await listPage(token, { type });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 23, page: 1, pageSize: MY_BOOKINGS_PAGE_SIZE });
      expect(body.bookings.map((booking: Booking) => booking.id)).toEqual(
        newestFirst.slice(0, MY_BOOKINGS_PAGE_SIZE),
      );
    }
  });

  it('gives the next page, and an empty one past the end', async () => {
    const { owner, renter, newestFirst } = await manyBookings();
    for (const [token, type] of [
      [renter.token, 'as_renter'],
      [owner.token, 'as_owner'],
    ] as const) {
      const second = (await listPage(token, { type, limit: '10', page: '2' })).json();
      expect(second).toMatchObject({ total: 23, page: 2, pageSize: 10 });
      expect(second.bookings.map((booking: Booking) => booking.id)).toEqual(
        newestFirst.slice(10, 20),
      );
      const last = (await listPage(token, { type, limit: '10', page: '3' })).json();
      expect(last.bookings.map((booking: Booking) => booking.id)).toEqual(newestFirst.slice(20));
      const past = (await listPage(token, { type, limit: '10', page: '4' })).json();
      expect(past).toMatchObject({ bookings: [], total: 23, page: 4 });
    }
  });

  it('holds the limit to its cap and refuses nonsense (400)', async () => {
    const { renter } = await bookingWorld(ctx);
    expect(
      (await listPage(renter.token, { limit: String(MY_BOOKINGS_MAX_PAGE_SIZE) })).statusCode,
    ).toBe(200);
    const refused: Record<string, string>[] = [
      { limit: String(MY_BOOKINGS_MAX_PAGE_SIZE + 1) },
      { limit: '0' },
      { page: '0' },
      { page: 'two' },
    ];
    for (const query of refused) {
      const response = await listPage(renter.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('is for signed-in people only (401 before the query is read)', async () => {
    const response = await ctx.app.inject({
      url: '/api/bookings/my-bookings',
      query: { limit: '100000' },
    });
    expect(response.statusCode).toBe(401);
  });
});
