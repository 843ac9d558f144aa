import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ErrorLog } from '../errorLog';

/** The PostgreSQL channel that tells every server process to drop cached item pages. */
export const CACHE_CHANNEL = 'lendwell_cache';

/** The payload that names no single item: drop every result page and total. */
export const EVERY_ITEM = '*';

/** The prefix of a payload naming an owner (sent by a trigger): every page of theirs is stale. */
const OWNER_PREFIX = 'owner:';

/** The prefix of a payload naming a renamed category (sent by a trigger): its pages are stale. */
const CATEGORY_PREFIX = 'category:';

/** What another process, a trigger or this one said changed. */
export type ItemChange =
  | { kind: 'listings' }
  | { kind: 'item'; itemId: string }
  | { kind: 'owner'; ownerId: string }
  | { kind: 'category'; categoryId: number };

/** What a payload on the channel says changed. */
export function parseCacheChange(payload: string): ItemChange {
  if (payload === EVERY_ITEM) return { kind: 'listings' };
  if (payload.startsWith(OWNER_PREFIX)) {
    return { kind: 'owner', ownerId: payload.slice(OWNER_PREFIX.length) };
  }
  if (payload.startsWith(CATEGORY_PREFIX)) {
    return { kind: 'category', categoryId: Number(payload.slice(CATEGORY_PREFIX.length)) };
  }
  return { kind: 'item', itemId: payload };
}

/**
 * Tells every process, this one included, that an item (or, without an id, the listings as a
 * whole) changed. Sent after the change committed; a failure to send is logged, not thrown,
 * because the change stands and the caches expire by themselves within seconds.
 */
export function createCacheAnnouncer(db: Db, log: ErrorLog) {
  return async (itemId?: string): Promise<void> => {
    try {
      await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${itemId ?? EVERY_ITEM})`);
    } catch (error) {
      log.error({ err: error }, 'item cache change could not be announced');
    }
  };
}
