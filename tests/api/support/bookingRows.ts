import type { Db } from '../../../src/server/db/client';
import { bookings } from '../../../src/server/db/schema';
import type { BookingStatus } from '../../../src/shared/bookings';
import { multiplyCents, toCents } from '../../../src/shared/money';
import type { Item } from '../../../src/shared/schemas/items';

let weeksBack = 0;

/**
 * A booking row written straight into the database, as if its dates had passed. Each call
 * takes an earlier week, so that completed bookings of one item never overlap.
 */
export async function insertBooking(
  db: Db,
  item: Item,
  renterId: string,
  status: BookingStatus = 'completed',
): Promise<string> {
  weeksBack += 1;
  const from = new Date(Date.UTC(2025, 0, 1) - weeksBack * 7 * 24 * 60 * 60 * 1000);
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
