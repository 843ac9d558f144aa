import type { CalendarDate } from '../../../shared/calendarDates';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { availabilityAfter } from './availability';
import { createBookingsRepo } from './repo';

export interface ItemTransactionResult<T> {
  value: T;
  /** The item's Available/Rented flag changed: cached item pages must be forgotten. */
  availabilityChanged: boolean;
}

/**
 * Every change to an item's bookings runs in one of these transactions. The item row is locked
 * first, so changes to one item queue up rather than deadlock on each other's booking rows.
 * Time-driven transitions of the item's bookings are applied before `work`, so it sees the
 * bookings as they are `today`, and the item's Rented flag follows whatever `work` did.
 */
export async function inItemTransaction<T>(
  db: Db,
  itemId: string,
  today: CalendarDate,
  work: (tx: Db) => Promise<T>,
): Promise<ItemTransactionResult<T>> {
  return db.transaction(async (tx) => {
    const repo = createBookingsRepo(tx);
    const item = await repo.lockItem(itemId);
    if (!item) throw new Error(`item ${itemId} of a booking does not exist`);
    await repo.expirePending(itemId, today, messages.bookings.expiredReason);
    const completed = await repo.completeFinished(itemId, today);
    const value = await work(tx);
    const next = availabilityAfter(
      item.availability,
      await repo.runningOn(itemId, today),
      completed > 0,
    );
    if (next !== item.availability) await repo.setItemAvailability(itemId, next);
    return { value, availabilityChanged: next !== item.availability };
  });
}
