import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { formatCurrency } from '../../../shared/format';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import {
  type CalendarYear,
  EARNED_KINDS,
  earningsAvailableAt,
  type LedgerAccount,
  type LedgerKind,
  type PayoutStatus,
  SPENT_KINDS,
  settlementSplit,
} from '../../../shared/ledger';
import { asCents, type Cents } from '../../../shared/money';
import type { ItemClock } from '../../../shared/timeZones';
import type { Db } from '../../db/client';
import {
  type BookingRow,
  bookings,
  items,
  ledgerEntries,
  payments,
  payoutAccounts,
  payouts,
  users,
} from '../../db/schema';
import { dollarsOf } from './presenters';

export interface NewLedgerEntry {
  account: LedgerAccount;
  userId?: string | null;
  bookingId?: string | null;
  payoutId?: string | null;
  kind: LedgerKind;
  amountCents: number;
  idempotencyKey: string;
  availableAt: Date;
}

/**
 * Writes entries, each at most once: an entry whose idempotency key is already in the ledger
 * is skipped, so a replayed event or a transition that runs again writes nothing twice. Zero
 * amounts move no money and are not written.
 */
export async function writeLedgerEntries(tx: Db, entries: NewLedgerEntry[]): Promise<void> {
  const moving = entries.filter((entry) => entry.amountCents !== 0);
  if (moving.length === 0) return;
  await tx
    .insert(ledgerEntries)
    .values(moving)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey });
}

/** The payment statuses of money that was taken (and may be on its way back). */
const CAPTURED_STATUSES = ['paid', 'refund_pending', 'refunded'] as const;

/** Bookings whose money may still move through the lifecycle; every other state is settled. */
const OPEN_STATUSES: readonly BookingRow['status'][] = ['pending', 'confirmed'];

/**
 * Brings a booking's ledger up to date with its payments and its state, in the transaction of
 * the transition that changed them: each captured payment is held for the booking, each decided
 * refund leaves the held money, and once the booking is over (completed, or cancelled with
 * money kept) what it kept goes to the owner and the marketplace. Every entry is keyed by its
 * payment, so running it again after another transition writes only what is new.
 */
export async function recordBookingLedger(
  tx: Db,
  booking: BookingRow,
  clock: ItemClock,
): Promise<void> {
  const { now } = clock;
  const taken = await tx
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      refundCents: payments.refundCents,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, CAPTURED_STATUSES)));
  if (taken.length === 0) return;
  const settles = !OPEN_STATUSES.includes(booking.status);
  const completed = booking.status === 'completed';
  const entries: NewLedgerEntry[] = [];
  const held = { account: 'held' as const, bookingId: booking.id, availableAt: now };
  for (const payment of taken) {
    const refunded = payment.refundCents ?? 0;
    entries.push(
      {
        ...held,
        kind: 'charge',
        amountCents: payment.amountCents,
        idempotencyKey: `charge:${payment.id}`,
      },
      {
        ...held,
        kind: 'refund',
        amountCents: -refunded,
        idempotencyKey: `refund:${payment.id}`,
      },
    );
    const kept = asCents(payment.amountCents - refunded);
    if (!settles || kept === 0) continue;
    const split = settlementSplit(
      {
        rentalCents: booking.totalCents,
        serviceFeeCents: booking.serviceFeeCents,
        commissionCents: booking.commissionCents,
      },
      kept,
    );
    entries.push(
      {
        ...held,
        kind: 'settlement',
        amountCents: -kept,
        idempotencyKey: `settle:${payment.id}:held`,
      },
      {
        account: 'owner',
        userId: booking.ownerId,
        bookingId: booking.id,
        kind: completed ? 'rental_earning' : 'cancellation_earning',
        amountCents: split.ownerCents,
        idempotencyKey: `settle:${payment.id}:owner`,
        // A rental's earnings wait out its deposit window; a cancelled one has none.
        availableAt: completed
          ? earningsAvailableAt({ toDate: booking.toDate, timeZone: clock.timeZone }, now)
          : now,
      },
      {
        account: 'marketplace',
        bookingId: booking.id,
        kind: 'fee',
        amountCents: split.marketplaceCents,
        idempotencyKey: `settle:${payment.id}:marketplace`,
        availableAt: now,
      },
    );
  }
  await writeLedgerEntries(tx, entries);
}

/** The sum of the entries a query selects, in cents, as the database adds them. */
const centsSum = () => sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`;

/** Entries written within the year. */
function inYear(year: CalendarYear) {
  return and(gte(ledgerEntries.createdAt, year.start), lt(ledgerEntries.createdAt, year.end));
}

/** The most entries the Earnings page lists, newest first. */
const ENTRIES_SHOWN = 100;

export function createLedgerRepo(db: Db) {
  return {
    /** An owner's latest entries, with the item of the booking each came from. */
    ownerEntries(userId: string) {
      return db
        .select({
          id: ledgerEntries.id,
          kind: ledgerEntries.kind,
          amountCents: ledgerEntries.amountCents,
          availableAt: ledgerEntries.availableAt,
          createdAt: ledgerEntries.createdAt,
          bookingId: ledgerEntries.bookingId,
          itemTitle: items.title,
        })
        .from(ledgerEntries)
        .leftJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
        .leftJoin(items, eq(items.id, bookings.itemId))
        .where(and(eq(ledgerEntries.account, 'owner'), eq(ledgerEntries.userId, userId)))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(ENTRIES_SHOWN);
    },

    /** The owner's balances at `now`, summed by the database over every one of their entries. */
    async ownerBalances(userId: string, now: Date) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          available: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.availableAt} <= ${at}), 0)`,
          pending: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.availableAt} > ${at}), 0)`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.account, 'owner'), eq(ledgerEntries.userId, userId)));
      return {
        availableCents: Number(row?.available ?? 0),
        pendingCents: Number(row?.pending ?? 0),
      };
    },

    /** What the owner's items earned in the year, pending or not, before any payout. */
    async earnedIn(userId: string, year: CalendarYear): Promise<number> {
      const [row] = await db
        .select({ cents: centsSum() })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.account, 'owner'),
            eq(ledgerEntries.userId, userId),
            inArray(ledgerEntries.kind, EARNED_KINDS),
            inYear(year),
          ),
        );
      return Number(row?.cents ?? 0);
    },

    /**
     * What the person's rentals cost them in the year: each payment held for one of their
     * bookings, less its refunds, and what damage claims took of their deposits.
     */
    async spentIn(userId: string, year: CalendarYear): Promise<number> {
      const [row] = await db
        .select({ cents: centsSum() })
        .from(ledgerEntries)
        .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
        .where(
          and(
            eq(bookings.renterId, userId),
            inArray(ledgerEntries.account, ['held', 'owner']),
            inArray(ledgerEntries.kind, SPENT_KINDS),
            inYear(year),
          ),
        );
      return Number(row?.cents ?? 0);
    },

    /** Serializes one owner's payout requests, so the same balance is never paid out twice. */
    async lockOwner(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async insertPayout(userId: string, amountCents: Cents, method: 'local' | 'stripe') {
      const [row] = await db.insert(payouts).values({ userId, amountCents, method }).returning();
      if (!row) throw new Error('the payout was not inserted');
      return row;
    },

    ownPayouts(userId: string) {
      return db
        .select()
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id));
    },

    async findPayout(id: string) {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
      return row;
    },

    async lockPayout(id: string) {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
      return row;
    },

    /** Only a payout still requested becomes paid: a second marking changes nothing. */
    async markPaid(id: string, change: { at: Date; paidBy?: string; transferId?: string }) {
      const rows = await db
        .update(payouts)
        .set({
          status: 'paid',
          paidAt: change.at,
          paidBy: change.paidBy ?? null,
          transferId: change.transferId ?? null,
        })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'requested')))
        .returning({ id: payouts.id });
      return rows.length > 0;
    },

    /** The console's list: payouts waiting first, oldest first; then the paid, newest first. */
    async payoutsPage(status: PayoutStatus | undefined, limit: number, offset: number) {
      const where = status ? eq(payouts.status, status) : undefined;
      const rows = await db
        .select({ payout: payouts, firstName: users.firstName, lastName: users.lastName })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.userId))
        .where(where)
        .orderBy(
          sql`case when ${payouts.status} = 'requested' then 0 else 1 end`,
          sql`case when ${payouts.status} = 'requested' then ${payouts.createdAt} end asc`,
          desc(payouts.createdAt),
          asc(payouts.id),
        )
        .limit(limit)
        .offset(offset);
      const [counted] = await db.select({ total: count() }).from(payouts).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async ownerName(userId: string): Promise<string> {
      const [row] = await db
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.first} ${row.last}`.trim() : '';
    },

    /** How the audit log names payouts: their amount and owner. */
    async payoutLabels(ids: string[]): Promise<Map<string, string>> {
      const labels = new Map<string, string>();
      if (ids.length === 0) return labels;
      const rows = await db
        .select({
          id: payouts.id,
          amountCents: payouts.amountCents,
          first: users.firstName,
          last: users.lastName,
        })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.userId))
        .where(inArray(payouts.id, ids));
      for (const row of rows) {
        labels.set(
          row.id,
          inEnglish('earnings.admin.payoutLabel', {
            amount: formatCurrency(dollarsOf(row.amountCents), SOURCE_LOCALE),
            owner: `${row.first} ${row.last}`.trim(),
          }),
        );
      }
      return labels;
    },

    async ownerEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    async payoutAccount(userId: string) {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row;
    },

    async savePayoutAccount(userId: string, stripeAccountId: string) {
      await db
        .insert(payoutAccounts)
        .values({ userId, stripeAccountId })
        .onConflictDoNothing({ target: payoutAccounts.userId });
    },

    async setPayoutsEnabled(userId: string, enabled: boolean) {
      await db
        .update(payoutAccounts)
        .set({ payoutsEnabled: enabled })
        .where(eq(payoutAccounts.userId, userId));
    },
  };
}
