import { createHash } from 'node:crypto';
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
 * allowance. Windows are timed by this process's clock, as the library's own store does: the
 * processes of one deployment keep the same time.
 */
export interface SharedCounters {
  /** One more hit on the key, in one atomic statement; a window that ended starts again. */
  hit(key: string, windowMs: number): Promise<CountedWindow>;
  /** Starts the key afresh (a sign-in that succeeded, a password reset). */
  forget(key: string): Promise<void>;
  /** Removes the counters whose window ended; returns how many. */
  pruneEnded(): Promise<number>;
}

/**
 * Keys name client addresses and email addresses: only a digest is stored, so the table holds
 * nothing personal (an account deleted a minute ago leaves no address behind) and keys are short.
 */
const digestOf = (key: string) => createHash('sha256').update(key).digest('base64url');

export function createSharedCounters(db: Db): SharedCounters {
  return {
    async hit(key, windowMs) {
      const at = Date.now();
      const ended = sql`${rateLimitCounters.windowEndsAt} <= ${new Date(at).toISOString()}::timestamptz`;
      const [counted] = await db
        .insert(rateLimitCounters)
        .values({ key: digestOf(key), hits: 1, windowEndsAt: new Date(at + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
      if (!counted) throw new Error(`the rate-limit counter ${key} was not written`);
      return { hits: counted.hits, ttlMs: Math.max(0, counted.windowEndsAt.getTime() - at) };
    },

    async forget(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, digestOf(key)));
    },

    async pruneEnded() {
      const removed = await db
        .delete(rateLimitCounters)
        .where(lte(rateLimitCounters.windowEndsAt, new Date(Date.now())))
        .returning({ key: rateLimitCounters.key });
      return removed.length;
    },
  };
}
