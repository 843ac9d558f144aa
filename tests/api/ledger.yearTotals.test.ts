import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { utcDateOf } from '../../src/shared/calendarDates';
import { calendarYearAt } from '../../src/shared/ledger';
import type { YearTotals } from '../../src/shared/schemas/earnings';
import { bookingWorld, setStatus, setupBookingsApp, testClock } from './support/bookings';
import { earningsOf, paidBooking, requestPayout } from './support/ledger';
import { bearer } from './support/users';

// Entries are dated by the database's clock: the app's clock is today's, so both name one year.
const { ctx, clock } = setupBookingsApp({}, testClock(`${utcDateOf(new Date())}T12:00:00.000Z`));
const year = () => calendarYearAt(clock.now(), 'America/New_York');

async function totalsOf(token: string): Promise<YearTotals> {
  const response = await ctx.app.inject({ url: '/api/year-totals', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ totals: YearTotals }>().totals;
}

/** $100 a day for three days, paid: rental 30000, service fee 3000, commission 1500. */
async function paidWorld() {
  const world = await bookingWorld(ctx, { price: 100, cancellationPolicy: 'moderate' });
  const booking = await paidBooking(ctx.app, world, world.item, clock.day(2), clock.day(5));
  return { ...world, booking };
}

describe('GET /api/year-totals', () => {
  it('answers 401 signed out', async () => {
    const response = await ctx.app.inject({ url: '/api/year-totals' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('counts what the renter paid less refunds, and what the owner kept after commission, as the Earnings page does', async () => {
    const { owner, renter, booking } = await paidWorld();
    expect(await totalsOf(renter.token)).toEqual({ year: year().year, earned: 0, spent: 330 });
    // Paid but not yet earned: the money is held for the rental.
    expect(await totalsOf(owner.token)).toEqual({ year: year().year, earned: 0, spent: 0 });

    // Moderate, cancelled two days before the start: half of everything goes back.
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed');
    expect(await totalsOf(renter.token)).toEqual({ year: year().year, earned: 0, spent: 165 });
    const ownerTotals = await totalsOf(owner.token);
    expect(ownerTotals).toEqual({ year: year().year, earned: 142.5, spent: 0 });
    const earnings = await earningsOf(ctx.app, owner.token);
    expect(earnings).toMatchObject({
      year: ownerTotals.year,
      earned_this_year: ownerTotals.earned,
      available: 142.5,
    });

    // A payout moves the money out; it was earned all the same.
    expect((await requestPayout(ctx.app, owner.token)).statusCode).toBe(201);
    expect((await totalsOf(owner.token)).earned).toBe(142.5);
    expect((await earningsOf(ctx.app, owner.token)).earned_this_year).toBe(142.5);
  });

  it("adds what a damage claim took to the owner's earnings and the renter's spending, and leaves last year out", async () => {
    const { owner, renter, booking } = await paidWorld();
    const { start } = year();
    await ctx.database.db.insert(ledgerEntries).values([
      {
        account: 'owner',
        userId: owner.id,
        bookingId: booking.id,
        kind: 'deposit_capture',
        amountCents: 5_000,
        idempotencyKey: `deposit:this-year-${booking.id}`,
        availableAt: clock.now(),
      },
      {
        account: 'owner',
        userId: owner.id,
        bookingId: booking.id,
        kind: 'deposit_capture',
        amountCents: 7_000,
        idempotencyKey: `deposit:last-year-${booking.id}`,
        availableAt: clock.now(),
        createdAt: new Date(start.getTime() - 1),
      },
    ]);
    expect(await totalsOf(owner.token)).toMatchObject({ earned: 50, spent: 0 });
    expect(await totalsOf(renter.token)).toMatchObject({ earned: 0, spent: 380 });
    expect((await earningsOf(ctx.app, owner.token)).earned_this_year).toBe(50);
  });
});
