import type { CalendarDate } from '../../../shared/calendarDates';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { writeOutboxEvents } from '../../outbox/repo';
import { availabilityAfter } from './availability';
import { createLifecycleRepo } from './repo';
import { createTransitionRun, type TransitionRun } from './transitions';

export const ITEM_CACHE_STALE_EVENT = 'item.cache_stale';

export interface ItemTransactionResult<T> {
  value: T;
  /** The outbox events written, committed with the change. */
  eventIds: string[];
}

/**
 * Every change to an item's bookings runs in one of these transactions. The item row is locked
 * first, so changes to one item queue up rather than deadlock on each other's booking rows.
 * The clock's due transitions are applied before `work`, so it sees the bookings as they are
 * `today`; the item's Rented flag then follows whatever happened, and when it or a transition
 * makes cached item pages stale, an event says so.
 */
export async function inItemTransaction<T>(
  db: Db,
  itemId: string,
  today: CalendarDate,
  work: (tx: Db, run: TransitionRun) => Promise<T>,
): Promise<ItemTransactionResult<T>> {
  return db.transaction(async (tx) => {
    const repo = createLifecycleRepo(tx);
    const item = await repo.lockItem(itemId);
    // Only a new request can name an item gone since the caller looked it up (its owner deleted
    // the account): a booking's own item is kept by the foreign key.
    if (!item) throw notFound(messages.items.notFound);
    const run = createTransitionRun(tx, today);
    await run.applyClock(itemId);
    const value = await work(tx, run);
    const next = availabilityAfter(
      item.availability,
      await repo.runningOn(itemId, today),
      run.leftConfirmed,
    );
    if (next !== item.availability) await repo.setItemAvailability(itemId, next);
    if (next !== item.availability || run.dropsItemCache) {
      const staleEvent = { type: ITEM_CACHE_STALE_EVENT, actorRole: 'system', payload: { itemId } };
      run.eventIds.push(...(await writeOutboxEvents(tx, [staleEvent])));
    }
    return { value, eventIds: run.eventIds };
  });
}
