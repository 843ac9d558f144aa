import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { LiveEventType, LivePayload } from '../../shared/live';
import type { Db } from '../db/client';
import { liveEvents, users } from '../db/schema';

/** The PostgreSQL channel that tells every server process a live event was committed. */
export const LIVE_CHANNEL = 'lendwell_live';

/**
 * Those of these accounts not deleted: a deleted one has no tab to tell. Their rows are locked
 * against a deletion until the caller commits, so a deletion that waited removes what was written.
 */
async function liveAccounts(tx: Db, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('key share');
  return rows.map((row) => row.id);
}

/**
 * Records a live event for each recipient in the caller's transaction and notifies every
 * process. PostgreSQL delivers a NOTIFY only when its transaction commits, so a stream never
 * sees a change that was rolled back, and the rows let a tab that reconnects catch up.
 */
export async function publishLive(
  tx: Db,
  userIds: readonly string[],
  type: LiveEventType,
  payload: LivePayload,
): Promise<void> {
  const wanted = [...new Set(userIds)];
  const live = new Set(await liveAccounts(tx, wanted));
  // Locked in id order (no deadlocks between publishers), written in the caller's order.
  const recipients = wanted.filter((userId) => live.has(userId));
  if (recipients.length === 0) return;
  const rows = await tx
    .insert(liveEvents)
    .values(recipients.map((userId) => ({ userId, type, payload })))
    .returning({ id: liveEvents.id });
  const ids = rows.map((row) => String(row.id)).join(',');
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${ids})`);
}
