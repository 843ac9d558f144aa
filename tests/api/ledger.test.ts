import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, payments } from '../../src/server/db/schema';
import { recordBookingLedger } from '../../src/server/features/ledger';
import { writeOutboxEvents } from '../../src/server/outbox/repo';
import { midnightIn } from '../../src/shared/zonedMidnight';
import { bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import {
  balanceOf,
  earningsOf,
  entryCount,
  ledgerTotal,
  moneyOutsideLedger,
  paidBooking,
} from './support/ledger';

const { ctx, clock } = setupBookingsApp();
const HOUR_MS = 3_600_000;
const sweep = () => ctx.app.services.bookings.sweep();

/** $100 a day for three days: rental 30000, service fee 3000, commission 1500 (the defaults). */
async function paidWorld(policy: 'flexible' | 'moderate' | 'strict' = 'flexible', fromDay = 2) {
  const world = await bookingWorld(ctx, { price: 100, cancellationPolicy: policy });
  const booking = await paidBooking(
    ctx.app,
    world,
    world.item,
    clock.day(fromDay),
    clock.day(fromDay + 3),
  );
  return { ...world, booking };
}

async function entriesOf(bookingId: string) {
  return ctx.database.db
    .select({
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.kind);
}

async function expectInvariant(extraChargedCents = 0) {
  const money = await moneyOutsideLedger(ctx.database.db);
  expect(await ledgerTotal(ctx.database.db)).toBe(
    money.chargedCents + extraChargedCents - money.refundedCents - money.paidOutCents,
  );
}

describe('the ledger follows the rental lifecycle', () => {
  it('holds a captured payment for the booking, and nobody has earned it yet', async () => {
    const { owner, booking } = await paidWorld();
    expect(await entriesOf(booking.id)).toEqual([
      { account: 'held', kind: 'charge', amountCents: 33_000 },
    ]);
    expect(await balanceOf(ctx.database.db, 'held', booking.id)).toBe(33_000);
    expect(await earningsOf(ctx.app, owner.token)).toMatchObject({
      pending: 0,
      available: 0,
      entries: [],
      payout_method: 'local',
      stripe_account: null,
    });
  });

  it('credits the owner the rental less commission when it completes, pending for 48 hours after it ends', async () => {
    const { owner, booking, item } = await paidWorld();
    clock.advanceDays(5);
    await sweep();
    expect(await balanceOf(ctx.database.db, 'held', booking.id)).toBe(0);
    expect(await balanceOf(ctx.database.db, 'owner', owner.id)).toBe(28_500);
    expect(await balanceOf(ctx.database.db, 'marketplace')).toBe(4_500);
    const pending = await earningsOf(ctx.app, owner.token);
    expect(pending).toMatchObject({ pending: 285, available: 0 });
    expect(pending.entries).toEqual([
      expect.objectContaining({
        kind: 'rental_earning',
        amount: 285,
        pending: true,
        // 48 hours after midnight of the last day where the item is.
        available_at: new Date(
          midnightIn(booking.to_date, booking.items.time_zone).getTime() + 48 * HOUR_MS,
        ).toISOString(),
        booking: { id: booking.id, item_title: item.title },
      }),
    ]);
    clock.advanceDays(2);
    expect(await earningsOf(ctx.app, owner.token)).toMatchObject({ pending: 0, available: 285 });
    await expectInvariant();
  });

  it('writes nothing for the owner when a paid booking is cancelled with a full refund', async () => {
    const { owner, booking } = await paidWorld();
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'The drill broke');
    expect(await entriesOf(booking.id)).toEqual([
      { account: 'held', kind: 'charge', amountCents: 33_000 },
      { account: 'held', kind: 'refund', amountCents: -33_000 },
    ]);
    expect(await balanceOf(ctx.database.db, 'owner', owner.id)).toBe(0);
    await expectInvariant();
  });

  it('gives the owner the kept share less the proportional commission when a policy keeps half', async () => {
    // Moderate, cancelled two days before the start: half of everything goes back.
    const { owner, renter, booking } = await paidWorld('moderate');
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed');
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment?.refundCents).toBe(16_500);
    expect(await balanceOf(ctx.database.db, 'held', booking.id)).toBe(0);
    expect(await balanceOf(ctx.database.db, 'owner', owner.id)).toBe(14_250);
    expect(await balanceOf(ctx.database.db, 'marketplace')).toBe(2_250);
    // Nothing waits on a deposit window: a cancelled rental never happened.
    expect(await earningsOf(ctx.app, owner.token)).toMatchObject({ pending: 0, available: 142.5 });
    await ctx.app.services.outbox.runOnce();
    await expectInvariant();
  });

  it('keeps everything for the owner and the marketplace when a strict policy refunds nothing', async () => {
    const { owner, renter, booking } = await paidWorld('strict', 3);
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed');
    expect(await balanceOf(ctx.database.db, 'owner', owner.id)).toBe(28_500);
    expect(await balanceOf(ctx.database.db, 'marketplace')).toBe(4_500);
    await expectInvariant();
  });

  it('never writes an entry twice when the same booking is recorded again', async () => {
    const { booking } = await paidWorld();
    clock.advanceDays(5);
    await sweep();
    const before = await entryCount(ctx.database.db);
    const [stored] = await ctx.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    if (!stored) throw new Error('the booking is gone');
    await recordBookingLedger(ctx.database.db, stored, {
      now: clock.now(),
      timeZone: 'America/Chicago',
    });
    await recordBookingLedger(ctx.database.db, stored, {
      now: clock.now(),
      timeZone: 'America/Chicago',
    });
    expect(await entryCount(ctx.database.db)).toBe(before);
  });

  it('refuses to change or delete an entry: the ledger is append-only', async () => {
    await paidWorld();
    const { db } = ctx.database;
    await expect(db.execute(sql`update ledger_entries set amount_cents = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

describe('deposit.captured', () => {
  async function capture(payload: Record<string, unknown>) {
    await ctx.database.db.transaction((tx) =>
      writeOutboxEvents(tx, [{ type: 'deposit.captured', actorRole: 'system', payload }]),
    );
    await ctx.app.services.outbox.runOnce();
  }

  it('credits the owner with all the charged deposit, once however often it is delivered', async () => {
    const { owner, renter, booking } = await paidWorld();
    const payload = {
      bookingId: booking.id,
      ownerId: owner.id,
      renterId: renter.id,
      claimId: '7f0c1b9e-2f39-4c55-9a57-7d9f1ab2c001',
      amountCents: 12_000,
    };
    await capture(payload);
    await capture(payload);
    expect(await balanceOf(ctx.database.db, 'owner', owner.id)).toBe(12_000);
    const earnings = await earningsOf(ctx.app, owner.token);
    expect(earnings).toMatchObject({ available: 120, pending: 0 });
    expect(earnings.entries.map((entry) => entry.kind)).toEqual(['deposit_capture']);
    await expectInvariant(12_000);
  });

  it('skips an event without a valid payload instead of retrying it for ever', async () => {
    await capture({ bookingId: 'x', claimId: 'y' });
    expect(await entryCount(ctx.database.db)).toBe(0);
  });
});
