import { and, eq, gt, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { Db } from '../../db/client';
import { bookings, itemCalendar, items } from '../../db/schema';

/** What the booking pages read; new requests and state changes belong to the lifecycle. */
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
          minRentalDays: items.minRentalDays,
          maxRentalDays: items.maxRentalDays,
          minNoticeDays: items.minNoticeDays,
          cancellationPolicy: items.cancellationPolicy,
          depositCents: items.depositCents,
          timeZone: items.timeZone,
        })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.status, 'active')))
        .limit(1);
      return row;
    },

    /**
     * The item's address, its owner and the statuses of the caller's own bookings of it, which
     * decide together whether the caller may read it; undefined when there is no such active item.
     */
    async findAddress(itemId: string, callerId: string) {
      const callerBookingStatuses = db
        .select({ statuses: sql<string[]>`coalesce(array_agg(distinct ${bookings.status}), '{}')` })
        .from(bookings)
        .where(and(eq(bookings.itemId, items.id), eq(bookings.renterId, callerId)));
      const [row] = await db
        .select({
          location: items.location,
          city: items.city,
          zipCode: items.zipCode,
          ownerId: items.ownerId,
          callerBookingStatuses: sql<string[]>`${callerBookingStatuses}`,
        })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.status, 'active')))
        .limit(1);
      return row;
    },

    /**
     * The days still to come or under way that no one can book, for the date pickers: rentals
     * and the owner's blocks alike, dates only: no names, no notes, not even which is which.
     */
    heldRangesEndingAfter(itemId: string, day: CalendarDate) {
      return db
        .select({ from_date: itemCalendar.fromDate, to_date: itemCalendar.toDate })
        .from(itemCalendar)
        .where(and(eq(itemCalendar.itemId, itemId), gt(itemCalendar.toDate, day)))
        .orderBy(itemCalendar.fromDate);
    },
  };
}

export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
