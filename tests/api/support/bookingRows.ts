import type { Db } from '../../../src/server/db/client';
import { bookings } from '../../../src/server/db/schema';
import type { BookingStatus } from '../../../src/shared/bookings';
import {
  addDays,
  type CalendarDate,
  earliestTodayOnEarth,
} from '../../../src/shared/calendarDates';
import { multiplyCents, toCents } from '../../../src/shared/money';
import type { Item } from '../../../src/shared/schemas/items';

let weeksBack = 0;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A booking row written straight into the database. A booking the clock would have moved on
 * (a request or a rental still to come) lies in the future; the others lie in the past, as if
 * their dates had passed. Each call takes another week, so that bookings of one item never
 * overlap.
 */
export async function insertBooking(
  db: Db,
  item: Item,
  renterId: string,
  status: BookingStatus = 'completed',
): Promise<string> {
  weeksBack += 1;
  const stillToCome = status === 'pending' || status === 'confirmed';
  const from = stillToCome
    ? new Date(Date.UTC(2090, 0, 1) + weeksBack * WEEK_MS)
    : new Date(Date.UTC(2025, 0, 1) - weeksBack * WEEK_MS);
  const to = new Date(from.getTime() + 2 * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(bookings)
    .values({
      itemId: item.id,
      ownerId: item.owner_id,
      renterId,
      fromDate: from.toISOString().slice(0, 10),
      toDate: to.toISOString().slice(0, 10),
      totalCents: multiplyCents(toCents(item.price), 2),
      status,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('inserting a booking returned no row');
  return row.id;
}

let slotsBack = 0;

/**
 * A completed rental that ended in the last days before `today` (by default the real clock's),
 * so its review window is open: each call takes the three days before the previous one's,
 * wrapping after four, so that up to four rentals of one item never overlap; or it ended
 * `endedDaysAgo`.
 */
export async function insertRecentRental(
  db: Db,
  item: Item,
  renterId: string,
  {
    today = earliestTodayOnEarth(new Date()),
    endedDaysAgo,
  }: { today?: CalendarDate; endedDaysAgo?: number } = {},
): Promise<string> {
  slotsBack = (slotsBack % 4) + 1;
  const to = addDays(today, -(endedDaysAgo ?? 1 + (slotsBack - 1) * 3));
  const [row] = await db
    .insert(bookings)
    .values({
      itemId: item.id,
      ownerId: item.owner_id,
      renterId,
      fromDate: addDays(to, -1),
      toDate: to,
      totalCents: multiplyCents(toCents(item.price), 2),
      status: 'completed',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('inserting a booking returned no row');
  return row.id;
}
