import { and, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { DATE_HOLDING_STATUSES } from '../../../shared/bookings';
import type { CalendarDate } from '../../../shared/calendarDates';
import { SETTLED_DEPOSIT_STATUSES } from '../../../shared/deposits';
import type { Availability } from '../../../shared/items';
import type { DateGuard, RentalState } from '../../../shared/lifecycle/graph';
import type { Cents } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  type BookingRow,
  bookings,
  damageClaims,
  deposits,
  itemCalendar,
  items,
  type PaymentRow,
  payments,
} from '../../db/schema';
import { itemTodaySql } from '../places';
import { clockDueSql, dateGuardSql } from './sweepSql';

/** An item as its lock reads it: its Rented flag, and the zone its dates are judged in. */
export interface LockedItem {
  availability: Availability;
  timeZone: string;
}

/** Which bookings a sweep looks at: everyone's, one person's (either side) or one item's. */
export interface SweepScope {
  userId?: string;
  itemId?: string;
}

/** Checkout attempts that took no money yet and may still be paid. */
export const PAYABLE_PAYMENT_STATUSES = ['open', 'failed'] as const;

export const isPayable = (status: PaymentRow['status']) =>
  (PAYABLE_PAYMENT_STATUSES as readonly string[]).includes(status);

/** Half-open ranges [from, to) share a day when each starts before the other ends. */
export function overlaps(from: CalendarDate, to: CalendarDate): SQL | undefined {
  return and(lt(bookings.fromDate, to), gt(bookings.toDate, from));
}

/** Days [fromDate, toDate) of one item. */
export type DayRange = Pick<BookingRow, 'itemId' | 'fromDate' | 'toDate'>;

/** A claim waiting for the renter's answer or an administrator's decision. */
const UNDECIDED_CLAIM_STATUSES = ['open', 'disputed'] as const;

/** A new booking as the renter asked for it and the server priced it, stamped when asked. */
export type BookingDraft = Pick<
  typeof bookings.$inferInsert,
  | 'itemId'
  | 'renterId'
  | 'ownerId'
  | 'fromDate'
  | 'toDate'
  | 'totalCents'
  | 'serviceFeeCents'
  | 'commissionCents'
  | 'depositCents'
  | 'cancellationPolicy'
> & { createdAt: Date };

/** The rows a transition reads and writes; always inside the item's transaction. */
export function createLifecycleRepo(db: Db) {
  /** The item's pending requests that also meet `condition`, locked in one order against deadlocks. */
  const lockPendingOfItemWhere = (itemId: string, condition?: SQL) =>
    db
      .select()
      .from(bookings)
      .where(and(eq(bookings.itemId, itemId), eq(bookings.status, 'pending'), condition))
      .orderBy(bookings.id)
      .for('no key update');

  return {
    async findBooking(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },

    /** NO KEY UPDATE: payments and reviews may still be inserted against the locked booking. */
    async lockBooking(id: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.id, id))
        .for('no key update');
      return row;
    },

    /**
     * Locks the item row: every change to an item's bookings takes this lock first, so they
     * queue up per item instead of deadlocking on each other's booking rows.
     */
    async lockItem(itemId: string): Promise<LockedItem | undefined> {
      const [row] = await db
        .select({ availability: items.availability, timeZone: items.timeZone })
        .from(items)
        .where(eq(items.id, itemId))
        .for('no key update');
      return row;
    },

    /** Locks the item row as lockItem does, or returns undefined at once if another holds it. */
    async lockItemUnlessBusy(itemId: string): Promise<LockedItem | undefined> {
      const [row] = await db
        .select({ availability: items.availability, timeZone: items.timeZone })
        .from(items)
        .where(eq(items.id, itemId))
        .for('no key update', { skipLocked: true });
      return row;
    },

    /** The zone an item's dates are judged in. */
    async timeZoneOfItem(itemId: string): Promise<string> {
      const [row] = await db
        .select({ timeZone: items.timeZone })
        .from(items)
        .where(eq(items.id, itemId));
      if (!row) throw new Error('a booking keeps its item');
      return row.timeZone;
    },

    /** Whether the item is on the listings; read under its lock, it stays so until commit. */
    async itemIsListed(itemId: string): Promise<boolean> {
      const [row] = await db
        .select({ status: items.status })
        .from(items)
        .where(eq(items.id, itemId));
      return row?.status === 'active';
    },

    async setItemAvailability(itemId: string, availability: Availability): Promise<void> {
      await db
        .update(items)
        .set({ availability, updatedAt: sql`now()` })
        .where(eq(items.id, itemId));
    },

    /** The item's bookings in `status` whose date guard holds today, locked. */
    lockDue(itemId: string, status: RentalState, guard: DateGuard, today: CalendarDate) {
      return db
        .select()
        .from(bookings)
        .where(
          and(eq(bookings.itemId, itemId), eq(bookings.status, status), dateGuardSql(guard, today)),
        )
        .for('no key update');
    },

    /** The item's other pending requests sharing a day with the booking, locked. */
    /** The items with a pending request this person made or received, in id order. */
    async itemsWithPendingOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ itemId: bookings.itemId })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'pending'),
            or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
          ),
        )
        .orderBy(bookings.itemId);
      return rows.map((row) => row.itemId);
    },

    /** The item's pending requests this person made or received, locked. */
    lockPendingOf(itemId: string, userId: string) {
      return lockPendingOfItemWhere(
        itemId,
        or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
      );
    },

    lockPendingOverlapping(range: DayRange) {
      return lockPendingOfItemWhere(range.itemId, overlaps(range.fromDate, range.toDate));
    },

    /** The item's pending requests, locked. */
    lockPendingOfItem(itemId: string) {
      return lockPendingOfItemWhere(itemId);
    },

    /**
     * Whether a rental of the item is confirmed and not over, or its money is not settled yet:
     * a deposit not given back or taken, a claim not decided, a refund on its way.
     */
    async holdsRentalOrMoney(itemId: string): Promise<boolean> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.itemId, itemId),
            or(
              eq(bookings.status, 'confirmed'),
              sql`exists (select 1 from ${deposits} where ${deposits.bookingId} = ${bookings.id} and not ${inArray(deposits.status, [...SETTLED_DEPOSIT_STATUSES])})`,
              sql`exists (select 1 from ${damageClaims} where ${damageClaims.bookingId} = ${bookings.id} and ${inArray(damageClaims.status, [...UNDECIDED_CLAIM_STATUSES])})`,
              sql`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id} and ${eq(payments.status, 'refund_pending')})`,
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insertBooking(draft: BookingDraft, status: RentalState): Promise<BookingRow> {
      const [row] = await db
        .insert(bookings)
        .values({ ...draft, status })
        .returning();
      if (!row) throw new Error('inserting a booking returned no row');
      return row;
    },

    /** Whether a confirmed or completed booking of the item shares a day with [from, to). */
    async datesHeld(itemId: string, from: CalendarDate, to: CalendarDate): Promise<boolean> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.itemId, itemId),
            inArray(bookings.status, [...DATE_HOLDING_STATUSES]),
            overlaps(from, to),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Whether an owner's block of the item shares a day with [from, to). */
    async datesBlocked(itemId: string, from: CalendarDate, to: CalendarDate): Promise<boolean> {
      const rows = await db
        .select({ id: itemCalendar.id })
        .from(itemCalendar)
        .where(
          and(
            eq(itemCalendar.itemId, itemId),
            eq(itemCalendar.kind, 'block'),
            lt(itemCalendar.fromDate, to),
            gt(itemCalendar.toDate, from),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Throws an exclusion violation (23P01) when the move holds dates already held. */
    async setStatus(
      id: string,
      change: {
        status: BookingRow['status'];
        cancellationReason?: string | null;
        cancelledBy?: BookingRow['cancelledBy'];
      },
    ): Promise<void> {
      const { status, cancellationReason, cancelledBy } = change;
      await db
        .update(bookings)
        .set({
          status,
          ...(cancellationReason !== undefined && { cancellationReason }),
          ...(cancelledBy !== undefined && { cancelledBy }),
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, id));
    },

    /** Whether a confirmed booking of the item runs on `day`. */
    async runningOn(itemId: string, day: CalendarDate): Promise<boolean> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.itemId, itemId),
            eq(bookings.status, 'confirmed'),
            lte(bookings.fromDate, day),
            gt(bookings.toDate, day),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Items with a booking that time has moved on where the item is: one a clock transition is
     * due for, or a rental that has begun while its item still reads Available.
     */
    async itemsDueForSweep(now: Date, scope: SweepScope = {}): Promise<string[]> {
      const today = itemTodaySql(now);
      const rows = await db
        .selectDistinct({ itemId: bookings.itemId })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .where(
          and(
            or(
              clockDueSql(today),
              and(
                eq(bookings.status, 'confirmed'),
                lte(bookings.fromDate, today),
                eq(items.availability, 'Available'),
              ),
            ),
            scope.itemId ? eq(bookings.itemId, scope.itemId) : undefined,
            scope.userId
              ? or(eq(bookings.renterId, scope.userId), eq(bookings.ownerId, scope.userId))
              : undefined,
          ),
        );
      return rows.map((row) => row.itemId);
    },

    async findPayment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async lockPayment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async hasCapturedPayment(bookingId: string): Promise<boolean> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
        .limit(1);
      return rows.length > 0;
    },

    /** A payment arriving: captured, or to go back in full. */
    async setPaymentStatus(
      id: string,
      status: 'paid' | 'refund_pending',
      paymentReference: string | undefined,
    ): Promise<void> {
      await db
        .update(payments)
        .set({
          status,
          ...(status === 'refund_pending' && { refundCents: sql`${payments.amountCents}` }),
          ...(status === 'paid' && { paidAt: sql`now()` }),
          ...(paymentReference !== undefined && { paymentReference }),
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, id));
    },

    /** The booking's captured payments, as they stand. */
    capturedPayments(bookingId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
        .orderBy(payments.createdAt);
    },

    /** The booking's captured payments, locked, to decide what of each goes back. */
    lockCaptured(bookingId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
        .orderBy(payments.createdAt)
        .for('update');
    },

    /** Decides that `refundCents` of a captured payment go back; the outbox asks the provider. */
    async markForRefund(id: string, refundCents: Cents): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'refund_pending', refundCents, updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, 'paid')));
    },
  };
}

export type LifecycleRepo = ReturnType<typeof createLifecycleRepo>;
