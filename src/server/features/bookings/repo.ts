import { and, eq, gt, inArray } from 'drizzle-orm';
import { DATE_HOLDING_STATUSES } from '../../../shared/bookings';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { Db } from '../../db/client';
import { bookings, items } from '../../db/schema';
import { overlaps } from '../lifecycle';

export type NewBooking = Pick<
  typeof bookings.$inferInsert,
  'itemId' | 'renterId' | 'ownerId' | 'fromDate' | 'toDate' | 'totalCents'
> &
  Partial<Pick<typeof bookings.$inferInsert, 'status' | 'cancellationReason' | 'createdAt'>>;

const holdsDates = inArray(bookings.status, [...DATE_HOLDING_STATUSES]);

/** New requests and what the booking pages read; state changes belong to the lifecycle. */
export function createBookingsRepo(db: Db) {
  return {
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
  };
}

export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
