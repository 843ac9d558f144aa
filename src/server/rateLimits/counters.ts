import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/** A counter after one more hit: the hits of its window and how long the window still runs. */
export interface CountedWindow {
  hits: number;
  ttlMs: number;
}

/**
 * Fixed-window counters in the database, so that every server process counts against the same
 * allowance. The database's clock decides when a window ends: one clock for all processes.
 */
export interface SharedCounters {
  /** One more hit on the key, in one atomic statement; a window that ended starts again. */
  hit(key: string, windowMs: number): Promise<CountedWindow>;
  /** Starts the key afresh (a sign-in that succeeded, a password reset). */
  forget(key: string): Promise<void>;
  /** Removes the counters whose window ended; returns how many. */
  pruneEnded(): Promise<number>;
}

export function createSharedCounters(db: Db): SharedCounters {
  const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  return {
    async hit(key, windowMs) {
      const windowEnd = sql`now() + make_interval(secs => ${windowMs}::double precision / 1000)`;
      const [counted] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({
          hits: rateLimitCounters.hits,
          ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now()) * 1000))::integer`,
        });
      if (!counted) throw new Error(`the rate-limit counter ${key} was not written`);
      return counted;
    },

    async forget(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    async pruneEnded() {
      const removed = await db
        .delete(rateLimitCounters)
        .where(lte(rateLimitCounters.windowEndsAt, sql`now()`))
        .returning({ key: rateLimitCounters.key });
      return removed.length;
    },
  };
}
