import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { writeOutboxEvents } from '../../outbox/repo';
import { availabilityAfter } from './availability';
import { createLifecycleRepo, type LockedItem } from './repo';
import { clockAt, createTransitionRun, type TransitionRun } from './transitions';

export const ITEM_CACHE_STALE_EVENT = 'item.cache_stale';

export interface ItemTransactionResult<T> {
  value: T;
  /** The outbox events written, committed with the change. */
  eventIds: string[];
}

/** The clock's due transitions, `work`, then the Rented flag, on an item locked by `tx`. */
async function onLockedItem<T>(
  tx: Db,
  itemId: string,
  item: LockedItem,
  now: Date,
  work: (tx: Db, run: TransitionRun) => Promise<T>,
): Promise<ItemTransactionResult<T>> {
  const { availability } = item;
  const clock = clockAt(now, item.timeZone);
  const repo = createLifecycleRepo(tx);
  const run = createTransitionRun(tx, clock);
  await run.applyClock(itemId);
  const value = await work(tx, run);
  const next = availabilityAfter(
    availability,
    await repo.runningOn(itemId, clock.today),
    run.leftConfirmed,
  );
  if (next !== availability) await repo.setItemAvailability(itemId, next);
  if (next !== availability || run.dropsItemCache) {
    const staleEvent = { type: ITEM_CACHE_STALE_EVENT, actorRole: 'system', payload: { itemId } };
    run.eventIds.push(...(await writeOutboxEvents(tx, [staleEvent])));
  }
  return { value, eventIds: run.eventIds };
}

/**
 * Every change to an item's bookings runs in one of these transactions. The item row is locked
 * first, so changes to one item queue up rather than deadlock on each other's booking rows.
 * The clock's due transitions are applied before `work`, so it sees the bookings as they are
 * today where the item is; the item's Rented flag then follows whatever happened, and when it
 * or a transition makes cached item pages stale, an event says so.
 */
export async function inItemTransaction<T>(
  db: Db,
  itemId: string,
  now: Date,
  work: (tx: Db, run: TransitionRun) => Promise<T>,
): Promise<ItemTransactionResult<T>> {
  return db.transaction(async (tx) => {
    const item = await createLifecycleRepo(tx).lockItem(itemId);
    // Only a new request can name an item gone since the caller looked it up (its owner deleted
    // the account): a booking's own item is kept by the foreign key.
    if (!item) throw notFound('items.notFound');
    return onLockedItem(tx, itemId, item, now, work);
  });
}

/**
 * The clock job's pass over one item, in every process at once: an item another transaction
 * holds is skipped, not waited for. That holder is most often another process's pass or a
 * booking change, which apply the clock themselves; anything else leaves it to the next run.
 * Returns the events written, or undefined when the item was skipped.
 */
export async function sweepItemUnlessBusy(
  db: Db,
  itemId: string,
  now: Date,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const item = await createLifecycleRepo(tx).lockItemUnlessBusy(itemId);
    if (!item) return undefined;
    const result = await onLockedItem(tx, itemId, item, now, async () => undefined);
    return result.eventIds;
  });
}
