import { and, eq, exists, gt, inArray } from 'drizzle-orm';
import { DATE_HOLDING_STATUSES } from '../../../shared/bookings';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { Db } from '../../db/client';
import { bookings, items } from '../../db/schema';

const holdsDates = inArray(bookings.status, [...DATE_HOLDING_STATUSES]);

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
        })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.status, 'active')))
        .limit(1);
      return row;
    },

    /**
     * The item's address, with whether the caller owns the item or holds a booking of it that
     * shares the address; undefined when there is no such active item.
     */
    async findAddress(itemId: string, callerId: string) {
      const sharedBooking = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.itemId, items.id), eq(bookings.renterId, callerId), holdsDates));
      const [row] = await db
        .select({
          location: items.location,
          city: items.city,
          zipCode: items.zipCode,
          ownerId: items.ownerId,
          booked: exists(sharedBooking),
        })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.status, 'active')))
        .limit(1);
      return row;
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
