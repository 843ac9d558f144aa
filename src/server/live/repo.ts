import { and, asc, eq, gt, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { LiveEvent } from '../../shared/live';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';

/** A live event with the one it is for: the hub routes it to that person's streams. */
export interface AddressedLiveEvent extends LiveEvent {
  userId: string;
  /** The id as a number, for ordering and cursors. */
  seq: number;
}

/** What a reconnecting stream missed, or that its cursor is unknown (pruned or not theirs). */
export type CatchUp = { kind: 'events'; events: AddressedLiveEvent[] } | { kind: 'unknown' };

/** More than this many missed events: the tab is told to read everything again instead. */
const CATCH_UP_LIMIT = 500;

const columns = {
  id: liveEvents.id,
  userId: liveEvents.userId,
  type: liveEvents.type,
  payload: liveEvents.payload,
};

function addressed(row: {
  id: number;
  userId: string;
  type: LiveEvent['type'];
  payload: LiveEvent['payload'];
}): AddressedLiveEvent {
  return {
    id: String(row.id),
    seq: row.id,
    userId: row.userId,
    type: row.type,
    payload: row.payload,
  };
}

export function createLiveRepo(db: Db) {
  return {
    async byIds(ids: number[], userIds: string[]): Promise<AddressedLiveEvent[]> {
      if (ids.length === 0 || userIds.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(liveEvents)
        .where(and(inArray(liveEvents.id, ids), inArray(liveEvents.userId, userIds)))
        .orderBy(asc(liveEvents.id));
      return rows.map(addressed);
    },

    /**
     * The user's events after `afterId`. Ids are taken when a row is written but become visible
     * when its transaction commits, so one written earlier may commit after a later one the tab
     * already has: events from `overlapMs` before the cursor's are sent again too, and the tab
     * drops the ones it has seen.
     */
    async since(userId: string, afterId: number, overlapMs: number): Promise<CatchUp> {
      const [cursor] = await db
        .select({ createdAt: liveEvents.createdAt })
        .from(liveEvents)
        .where(and(eq(liveEvents.id, afterId), eq(liveEvents.userId, userId)));
      if (!cursor) return { kind: 'unknown' };
      const from = new Date(cursor.createdAt.getTime() - overlapMs);
      const rows = await db
        .select(columns)
        .from(liveEvents)
        .where(
          and(
            eq(liveEvents.userId, userId),
            ne(liveEvents.id, afterId),
            or(gt(liveEvents.id, afterId), gte(liveEvents.createdAt, from)),
          ),
        )
        .orderBy(asc(liveEvents.id))
        .limit(CATCH_UP_LIMIT + 1);
      if (rows.length > CATCH_UP_LIMIT) return { kind: 'unknown' };
      return { kind: 'events', events: rows.map(addressed) };
    },

    /** Events older than this are no use to a reconnecting tab: it reads everything again. */
    async pruneBefore(cutoff: Date): Promise<number> {
      const removed = await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, cutoff))
        .returning({ id: liveEvents.id });
      return removed.length;
    },
  };
}

export type LiveRepo = ReturnType<typeof createLiveRepo>;
