import { and, asc, eq, gt } from 'drizzle-orm';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { CreateBlock } from '../../../shared/schemas/availability';
import type { Db } from '../../db/client';
import { type ItemCalendarRow, itemCalendar, items } from '../../db/schema';

const isBlock = eq(itemCalendar.kind, 'block');

/** The owner's blocks in the item calendar; rentals there are written by the bookings trigger. */
export function createAvailabilityRepo(db: Db) {
  return {
    async findActiveItem(itemId: string) {
      const [row] = await db
        .select({ ownerId: items.ownerId, timeZone: items.timeZone })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.status, 'active')))
        .limit(1);
      return row;
    },

    blocksEndingAfter(itemId: string, day: CalendarDate): Promise<ItemCalendarRow[]> {
      return db
        .select()
        .from(itemCalendar)
        .where(and(eq(itemCalendar.itemId, itemId), isBlock, gt(itemCalendar.toDate, day)))
        .orderBy(asc(itemCalendar.fromDate));
    },

    /** Throws an exclusion violation (23P01) when the days meet a rental or another block. */
    async insertBlock(itemId: string, block: CreateBlock): Promise<ItemCalendarRow> {
      const [row] = await db
        .insert(itemCalendar)
        .values({ itemId, kind: 'block', ...block })
        .returning();
      if (!row) throw new Error('inserting a block returned no row');
      return row;
    },

    /** False when the item has no such block. */
    async deleteBlock(itemId: string, blockId: string): Promise<boolean> {
      const rows = await db
        .delete(itemCalendar)
        .where(and(eq(itemCalendar.id, blockId), eq(itemCalendar.itemId, itemId), isBlock))
        .returning({ id: itemCalendar.id });
      return rows.length > 0;
    },
  };
}
