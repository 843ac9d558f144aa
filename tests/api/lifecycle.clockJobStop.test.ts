import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { startClockJob } from '../../src/server/features/lifecycle';
import { pendingBookingWorld, setupBookingsApp } from './support/bookings';

const context = setupBookingsApp();
const { ctx, clock } = context;
const ITEMS = 3;
const HOUR_MS = 60 * 60 * 1000;

async function statusesOf(bookingIds: string[]) {
  const rows = await Promise.all(
    bookingIds.map((id) =>
      ctx.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)),
    ),
  );
  return rows.map(([row]) => row?.status);
}

describe('stopping the clock job', () => {
  it('finishes the item in hand and leaves the other due items to the next run', async () => {
    const bookingIds: string[] = [];
    for (let index = 0; index < ITEMS; index += 1) {
      const { booking } = await pendingBookingWorld(context, {}, 1, 3);
      bookingIds.push(booking.id);
    }
    clock.advanceDays(2);

    const errors: unknown[] = [];
    let stopCalled = () => {};
    const stopped = new Promise<void>((resolve) => {
      stopCalled = () => resolve(job.stop());
    });
    // The first expiry's event is delivered right after its item is swept: stop comes then.
    ctx.app.services.outbox.on(['booking.expired'], async () => stopCalled());
    const job = startClockJob(
      { sweep: ctx.app.services.lifecycle.sweepAsJob },
      { error: (details) => errors.push(details) },
      HOUR_MS,
    );
    await stopped;

    expect(errors).toEqual([]);
    const statuses = await statusesOf(bookingIds);
    expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(ITEMS - 1);

    // Nothing was lost: the next run, here or in another process, sweeps the rest.
    expect(await ctx.app.services.lifecycle.sweepAsJob()).toBe(ITEMS - 1);
    expect(await statusesOf(bookingIds)).toEqual(bookingIds.map(() => 'cancelled'));
  });
});
