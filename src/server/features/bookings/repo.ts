import { and, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { DATE_HOLDING_STATUSES } from '../../../shared/bookings';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { Availability } from '../../../shared/items';
import type { Db } from '../../db/client';
import { type BookingRow, bookings, items } from '../../db/schema';

export type NewBooking = Pick<
  typeof bookings.$inferInsert,
  'itemId' | 'renterId' | 'ownerId' | 'fromDate' | 'toDate' | 'totalCents'
> &
  Partial<Pick<typeof bookings.$inferInsert, 'status' | 'cancellationReason' | 'createdAt'>>;

/** Which bookings a sweep looks at: everyone's, one person's (either side) or one item's. */
export interface SweepScope {
  userId?: string;
  itemId?: string;
}

/** Half-open ranges [from, to) share a day when each starts before the other ends. */
function overlaps(from: CalendarDate, to: CalendarDate): SQL | undefined {
  return and(lt(bookings.fromDate, to), gt(bookings.toDate, from));
}

const holdsDates = inArray(bookings.status, [...DATE_HOLDING_STATUSES]);

/** Queries on single bookings and on one item's bookings; pass a transaction to lock rows. */
export function createBookingsRepo(db: Db) {
  return {
    async findById(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },

    /** NO KEY UPDATE: payments and reviews may still be inserted against the locked booking. */
    async lockById(id: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.id, id))
        .for('no key update');
      return row;
    },

    async findActiveItem(itemId: string) {
      const [row] = await db
        .select({
          id: items.id,
          ownerId: items.ownerId,
          priceCents: items.priceCents,
          duration: items.duration,
          availability: items.availability,
        })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.status, 'active')))
        .limit(1);
      return row;
    },

    /**
     * Locks the item row: every change to an item's bookings takes this lock first, so they
     * queue up per item instead of deadlocking on each other's booking rows.
     */
    async lockItem(itemId: string): Promise<{ availability: Availability } | undefined> {
      const [row] = await db
        .select({ availability: items.availability })
        .from(items)
        .where(eq(items.id, itemId))
        .for('no key update');
      return row;
    },

    async setItemAvailability(itemId: string, availability: Availability): Promise<void> {
      await db
        .update(items)
        .set({ availability, updatedAt: sql`now()` })
        .where(eq(items.id, itemId));
    },

    async insert(booking: NewBooking): Promise<string> {
      const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
      if (!row) throw new Error('inserting a booking returned no row');
      return row.id;
    },

    /** Whether a confirmed or completed booking of the item shares a day with [from, to). */
    async datesHeld(itemId: string, from: CalendarDate, to: CalendarDate): Promise<boolean> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.itemId, itemId), holdsDates, overlaps(from, to)))
        .limit(1);
      return rows.length > 0;
    },

    /** The held ranges still to come or under way, for the date picker: dates only, no names. */
    heldRangesEndingAfter(itemId: string, day: CalendarDate) {
      return db
        .select({ from_date: bookings.fromDate, to_date: bookings.toDate })
        .from(bookings)
        .where(and(eq(bookings.itemId, itemId), holdsDates, gt(bookings.toDate, day)))
        .orderBy(bookings.fromDate);
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

    /** Throws an exclusion violation (23P01) when the dates are already held. */
    async confirm(id: string): Promise<void> {
      await db
        .update(bookings)
        .set({ status: 'confirmed', updatedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')));
    },

    /** The other pending requests for the dates a confirmed booking now holds. */
    async rejectPendingOverlapping(booking: BookingRow): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ status: 'rejected', updatedAt: sql`now()` })
        .where(
          and(
            eq(bookings.itemId, booking.itemId),
            eq(bookings.status, 'pending'),
            overlaps(booking.fromDate, booking.toDate),
          ),
        )
        .returning({ id: bookings.id });
      return rows.length;
    },

    async close(id: string, status: 'rejected' | 'cancelled', reason: string | null) {
      await db
        .update(bookings)
        .set({ status, cancellationReason: reason, updatedAt: sql`now()` })
        .where(eq(bookings.id, id));
    },

    async markPaid(id: string): Promise<void> {
      await db
        .update(bookings)
        .set({ paidAt: sql`coalesce(${bookings.paidAt}, now())`, updatedAt: sql`now()` })
        .where(eq(bookings.id, id));
    },

    /** Pending requests whose start date has passed can no longer be accepted. */
    async expirePending(itemId: string, today: CalendarDate, reason: string): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ status: 'cancelled', cancellationReason: reason, updatedAt: sql`now()` })
        .where(
          and(
            eq(bookings.itemId, itemId),
            eq(bookings.status, 'pending'),
            lt(bookings.fromDate, today),
          ),
        )
        .returning({ id: bookings.id });
      return rows.length;
    },

    /** The item came back on to_date: the rental is over. */
    async completeFinished(itemId: string, today: CalendarDate): Promise<number> {
      const rows = await db
        .update(bookings)
        .set({ status: 'completed', updatedAt: sql`now()` })
        .where(
          and(
            eq(bookings.itemId, itemId),
            eq(bookings.status, 'confirmed'),
            lte(bookings.toDate, today),
          ),
        )
        .returning({ id: bookings.id });
      return rows.length;
    },

    /**
     * Items with a booking that time has moved on: a pending request whose start passed, a
     * rental that ended, or one that has begun while its item still reads Available.
     */
    async itemsDueForSweep(today: CalendarDate, scope: SweepScope = {}): Promise<string[]> {
      const due = or(
        and(eq(bookings.status, 'pending'), lt(bookings.fromDate, today)),
        and(eq(bookings.status, 'confirmed'), lte(bookings.toDate, today)),
        and(
          eq(bookings.status, 'confirmed'),
          lte(bookings.fromDate, today),
          eq(items.availability, 'Available'),
        ),
      );
      const rows = await db
        .selectDistinct({ itemId: bookings.itemId })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .where(
          and(
            inArray(bookings.status, ['pending', 'confirmed']),
            due,
            scope.itemId ? eq(bookings.itemId, scope.itemId) : undefined,
            scope.userId
              ? or(eq(bookings.renterId, scope.userId), eq(bookings.ownerId, scope.userId))
              : undefined,
          ),
        );
      return rows.map((row) => row.itemId);
    },
  };
}

export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
