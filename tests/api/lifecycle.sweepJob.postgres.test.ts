import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, items } from '../../src/server/db/schema';
import { pendingBookingWorld, setupBookingsApp } from './support/bookings';

// Another transaction can hold an item's lock only beside this one: PostgreSQL, not PGlite.
const context = setupBookingsApp();
const { ctx, clock } = context;

async function statusOf(bookingId: string) {
  const [row] = await ctx.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}

describe('the clock job beside other processes', () => {
  it('skips an item another transaction holds, without waiting, and takes it on a later run', async () => {
    const { item, booking } = await pendingBookingWorld(context, {}, 1, 3);
    clock.advanceDays(2);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = ctx.database.db.transaction(async (tx) => {
      await tx.select().from(items).where(eq(items.id, item.id)).for('no key update');
      held();
      await released;
    });
    await lockTaken;

    const startedAt = performance.now();
    expect(await ctx.app.services.lifecycle.sweepAsJob()).toBe(0);
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect(await statusOf(booking.id)).toBe('pending');

    release();
    await holder;
    expect(await ctx.app.services.lifecycle.sweepAsJob()).toBe(1);
    expect(await statusOf(booking.id)).toBe('cancelled');
  });
});
