import { sql } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { ledgerEntries, payouts } from '../../../src/server/db/schema';
import type { CalendarDate } from '../../../src/shared/calendarDates';
import { asCents } from '../../../src/shared/money';
import type { Booking } from '../../../src/shared/schemas/bookings';
import type { Earnings, Payout } from '../../../src/shared/schemas/earnings';
import type { Item } from '../../../src/shared/schemas/items';
import { book, type Party, setStatus } from './bookings';
import { openCheckout, payLocally } from './payments';
import { bearer } from './users';

/** A booking the owner confirmed and the renter paid with the local checkout. */
export async function paidBooking(
  app: App,
  parties: { owner: Party; renter: Party },
  item: Pick<Item, 'id'>,
  fromDate: CalendarDate,
  toDate: CalendarDate,
): Promise<Booking> {
  const booking = await book(app, parties.renter.token, item, fromDate, toDate);
  await setStatus(app, parties.owner.token, booking.id, 'confirmed');
  const session = await openCheckout(app, parties.renter.token, booking.id);
  const paid = await payLocally(app, session.id);
  if (paid.statusCode !== 200) throw new Error(`paying failed: ${paid.statusCode} ${paid.body}`);
  return booking;
}

export async function earningsOf(app: App, token: string): Promise<Earnings> {
  const response = await app.inject({ url: '/api/earnings', headers: bearer(token) });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/earnings answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ earnings: Earnings }>().earnings;
}

export function requestPayout(app: App, token: string) {
  return app.inject({ method: 'POST', url: '/api/payouts', headers: bearer(token) });
}

export async function payoutsOf(app: App, token: string): Promise<Payout[]> {
  const response = await app.inject({ url: '/api/payouts', headers: bearer(token) });
  return response.json<{ payouts: Payout[] }>().payouts;
}

async function oneNumber(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  // PGlite and node-postgres both answer raw queries with their rows.
  const { rows } = (await db.execute(query)) as unknown as { rows: { total: unknown }[] };
  return Number(rows[0]?.total ?? 0);
}

/**
 * What the ledger should hold, read from the other tables: what payments took, what refunds
 * gave back, what payouts paid out, what damage claims charged (passed in: those are events).
 */
export async function moneyOutsideLedger(db: Db) {
  return {
    chargedCents: await oneNumber(
      db,
      sql`select coalesce(sum(amount_cents), 0) as total from payments where status in ('paid', 'refund_pending', 'refunded')`,
    ),
    refundedCents: await oneNumber(
      db,
      sql`select coalesce(sum(refund_cents), 0) as total from payments where status in ('refund_pending', 'refunded')`,
    ),
    paidOutCents: await oneNumber(
      db,
      sql`select coalesce(sum(amount_cents), 0) as total from payouts`,
    ),
  };
}

/** The sum of every account's balance: the whole ledger. */
export function ledgerTotal(db: Db): Promise<number> {
  return oneNumber(db, sql`select coalesce(sum(amount_cents), 0) as total from ledger_entries`);
}

/** One account's balance (held money of one booking, the marketplace, an owner). */
export function balanceOf(
  db: Db,
  account: 'held' | 'marketplace' | 'owner',
  id?: string,
): Promise<number> {
  if (account === 'held') {
    return oneNumber(
      db,
      sql`select coalesce(sum(amount_cents), 0) as total from ledger_entries where account = 'held' and booking_id = ${id ?? null}`,
    );
  }
  if (account === 'owner') {
    return oneNumber(
      db,
      sql`select coalesce(sum(amount_cents), 0) as total from ledger_entries where account = 'owner' and user_id = ${id ?? null}`,
    );
  }
  return oneNumber(
    db,
    sql`select coalesce(sum(amount_cents), 0) as total from ledger_entries where account = 'marketplace'`,
  );
}

export async function entryCount(db: Db): Promise<number> {
  return oneNumber(db, sql`select count(*) as total from ledger_entries`);
}

/**
 * Earnings and a payout written straight into the ledger, for suites that need an owner with
 * money available ($10) and a local payout waiting for an administrator ($10), without a rental.
 */
export async function insertEarningsAndPayout(db: Db, ownerId: string, now: Date) {
  const [payout] = await db
    .insert(payouts)
    .values({ userId: ownerId, amountCents: asCents(1_000), method: 'local' })
    .returning({ id: payouts.id });
  if (!payout) throw new Error('the payout was not inserted');
  await db.insert(ledgerEntries).values([
    {
      account: 'owner',
      userId: ownerId,
      kind: 'deposit_capture',
      amountCents: 2_000,
      idempotencyKey: `deposit:world-${ownerId}`,
      availableAt: now,
    },
    {
      account: 'owner',
      userId: ownerId,
      payoutId: payout.id,
      kind: 'payout',
      amountCents: -1_000,
      idempotencyKey: `payout:${payout.id}`,
      availableAt: now,
    },
  ]);
  return payout.id;
}
