import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, items, outboxEvents } from '../../db/schema';

const columns = {
  event: outboxEvents,
  itemTitle: items.title,
  fromDate: bookings.fromDate,
};

/** Failed for good and not discarded: what the console lists and the overview counts. */
export const isDeadLetter = and(isNotNull(outboxEvents.deadAt), isNull(outboxEvents.discardedAt));

/** The outbox's dead letters as the admin console reads and acts on them. */
export function createDeadLettersRepo(db: Db) {
  const selectWithBooking = () =>
    db
      .select(columns)
      .from(outboxEvents)
      .leftJoin(bookings, eq(bookings.id, outboxEvents.bookingId))
      .leftJoin(items, eq(items.id, bookings.itemId));

  return {
    async page(limit: number, offset: number) {
      const rows = await selectWithBooking()
        .where(isDeadLetter)
        .orderBy(desc(outboxEvents.deadAt), desc(outboxEvents.id))
        .limit(limit)
        .offset(offset);
      const [counted] = await db.select({ total: count() }).from(outboxEvents).where(isDeadLetter);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(id: string) {
      const [row] = await selectWithBooking().where(eq(outboxEvents.id, id));
      return row;
    },

    /** The event under lock, so a retry and a discard of it (or two of either) take turns. */
    async lock(id: string) {
      const [row] = await db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.id, id))
        .for('update');
      return row;
    },

    /** Due again at once, its count of attempts started afresh; its last error stays until then. */
    async retry(id: string, now: Date): Promise<void> {
      await db
        .update(outboxEvents)
        .set({ deadAt: null, attempts: 0, availableAt: now })
        .where(eq(outboxEvents.id, id));
    },

    async discard(id: string, now: Date): Promise<void> {
      await db.update(outboxEvents).set({ discardedAt: now }).where(eq(outboxEvents.id, id));
    },
  };
}

export type DeadLettersRepo = ReturnType<typeof createDeadLettersRepo>;
export type DeadLetterRow = NonNullable<Awaited<ReturnType<DeadLettersRepo['find']>>>;
