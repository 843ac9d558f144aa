import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import type { Booking } from '../../src/shared/schemas/bookings';
import { bookingWorld, changeStatus, requestBooking, setupBookingsApp } from './support/bookings';
import { signUp } from './support/users';

const { ctx, clock } = setupBookingsApp();
const REQUESTS = 20;

describe('no double booking under concurrency', () => {
  it('20 overlapping requests made at once, then 20 accepts at once: exactly one confirmed', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const others = await Promise.all([1, 2, 3].map(() => signUp(ctx.app)));
    const renters = [renter.token, ...others.map((account) => account.token)];

    const created = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        requestBooking(ctx.app, renters[index % renters.length] ?? '', {
          itemId: item.id,
          fromDate: clock.day(3 + (index % 4)),
          toDate: clock.day(8 + (index % 3)),
        }),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(REQUESTS).fill(201));
    const ids = created.map((response) => response.json<{ booking: Booking }>().booking.id);

    const accepted = await Promise.all(
      ids.map((id) => changeStatus(ctx.app, owner.token, id, 'confirmed')),
    );
    const statuses = accepted.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(REQUESTS - 1).fill(409)]);

    const confirmed = await ctx.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.itemId, item.id), eq(bookings.status, 'confirmed')));
    expect(confirmed).toHaveLength(1);
    const rejected = await ctx.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.itemId, item.id), eq(bookings.status, 'rejected')));
    expect(rejected).toHaveLength(REQUESTS - 1);
  });

  it('the exclusion constraint has the last word: accepting into held dates is refused (409)', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    const held = await requestBooking(ctx.app, renter.token, {
      itemId: item.id,
      fromDate: clock.day(2),
      toDate: clock.day(5),
    });
    const other = await requestBooking(ctx.app, stranger.token, {
      itemId: item.id,
      fromDate: clock.day(4),
      toDate: clock.day(6),
    });
    // Confirmed behind the service's back, so the overlapping request was not rejected.
    await ctx.database.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.id, held.json<{ booking: Booking }>().booking.id));

    const otherId = other.json<{ booking: Booking }>().booking.id;
    const response = await changeStatus(ctx.app, owner.token, otherId, 'confirmed');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DATES_TAKEN');
    const [row] = await ctx.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, otherId));
    expect(row?.status).toBe('pending');
  });
});
