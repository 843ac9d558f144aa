import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemCalendar } from '../../src/server/db/schema';
import type { Booking } from '../../src/shared/schemas/bookings';
import { postBlock } from './support/blocks';
import { bookingWorld, changeStatus, requestBooking, setupBookingsApp } from './support/bookings';
import { signUp } from './support/users';

const { ctx, clock } = setupBookingsApp({ availabilityRateLimitPerMinute: 10_000 });
const ATTEMPTS = 20;

describe('blocks and rentals under concurrency', () => {
  it('20 attempts at once, blocks and accepts over the same days: exactly one wins', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const others = await Promise.all([1, 2, 3].map(() => signUp(ctx.app)));
    const renters = [renter.token, ...others.map((account) => account.token)];

    // Every range shares day 8 with every other.
    const rangeOf = (index: number) => ({
      fromDate: clock.day(4 + (index % 5)),
      toDate: clock.day(9 + (index % 3)),
    });
    const requests = await Promise.all(
      Array.from({ length: ATTEMPTS / 2 }, (_, index) =>
        requestBooking(ctx.app, renters[index % renters.length] ?? '', {
          itemId: item.id,
          ...rangeOf(index),
        }),
      ),
    );
    expect(requests.map((response) => response.statusCode)).toEqual(Array(ATTEMPTS / 2).fill(201));
    const bookingIds = requests.map((response) => response.json<{ booking: Booking }>().booking.id);

    const attempts = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) => {
        const bookingId = bookingIds[index / 2];
        return index % 2 === 0 && bookingId
          ? changeStatus(ctx.app, owner.token, bookingId, 'confirmed')
          : postBlock(ctx.app, owner.token, item.id, { ...rangeOf(index), note: `try ${index}` });
      }),
    );
    const statuses = attempts.map((response) => response.statusCode);
    const wins = statuses.filter((status) => status === 200 || status === 201);
    expect(wins, statuses.join(' ')).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ATTEMPTS - 1);

    const calendar = await ctx.database.db
      .select({ kind: itemCalendar.kind })
      .from(itemCalendar)
      .where(eq(itemCalendar.itemId, item.id));
    expect(calendar).toHaveLength(1);
    expect(calendar[0]?.kind).toBe(wins[0] === 200 ? 'rental' : 'block');
  });
});
