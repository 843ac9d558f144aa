import { and, asc, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { accountTokens, emails, liveEvents, outboxEvents, sessions } from '../db/schema';
import type { RetentionSettings } from './settings';

/** Rows deleted per statement: short transactions, short locks, whatever the backlog. */
export const RETENTION_BATCH_SIZE = 500;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** One kind of row that expires: its table, its key, what makes a row go, and the oldest first. */
interface Expiring {
  name: string;
  table: PgTable;
  id: PgColumn;
  expired: SQL | undefined;
  oldestFirst: PgColumn;
}

export type PrunedCounts = Record<string, number>;

export interface RetentionSweepOptions {
  now: () => Date;
  settings: RetentionSettings;
  batchSize?: number;
}

/**
 * Deletes what has served its time, in batches of the oldest rows. Every process runs it; each
 * batch is claimed with `FOR UPDATE SKIP LOCKED`, so processes running at once delete disjoint
 * rows and none waits for another (docs/decisions/0034). Stops between batches when asked.
 */
export function createRetentionSweep(db: Db, options: RetentionSweepOptions) {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;

  function expiring(now: Date): Expiring[] {
    const { settings } = options;
    const before = (ms: number) => new Date(now.getTime() - ms);
    const tokensBefore = before(settings.accountTokenDays * DAY_MS);
    const outboxBefore = before(settings.outboxEventDays * DAY_MS);
    return [
      {
        name: 'sessions',
        table: sessions,
        id: sessions.id,
        // Expired or signed out: no request can use them again.
        expired: or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)),
        oldestFirst: sessions.expiresAt,
      },
      {
        name: 'accountTokens',
        table: accountTokens,
        id: accountTokens.id,
        expired: or(
          lt(accountTokens.expiresAt, tokensBefore),
          lt(accountTokens.usedAt, tokensBefore),
        ),
        oldestFirst: accountTokens.expiresAt,
      },
      {
        name: 'sentEmails',
        table: emails,
        id: emails.id,
        expired: and(
          isNotNull(emails.sentAt),
          lt(emails.sentAt, before(settings.sentEmailDays * DAY_MS)),
        ),
        oldestFirst: emails.createdAt,
      },
      {
        name: 'deliveredOutboxEvents',
        table: outboxEvents,
        id: outboxEvents.id,
        expired: lt(outboxEvents.deliveredAt, outboxBefore),
        oldestFirst: outboxEvents.deliveredAt,
      },
      {
        name: 'discardedOutboxEvents',
        table: outboxEvents,
        id: outboxEvents.id,
        expired: lt(outboxEvents.discardedAt, outboxBefore),
        oldestFirst: outboxEvents.discardedAt,
      },
      {
        name: 'liveEvents',
        table: liveEvents,
        id: liveEvents.id,
        expired: lt(liveEvents.createdAt, before(settings.liveEventHours * HOUR_MS)),
        oldestFirst: liveEvents.id,
      },
    ];
  }

  /** One batch of the oldest expired rows that no other process is deleting; how many went. */
  async function deleteBatch(kind: Expiring): Promise<number> {
    const batch = db
      .select({ id: kind.id })
      .from(kind.table)
      .where(kind.expired)
      .orderBy(asc(kind.oldestFirst))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(kind.table)
      .where(inArray(kind.id, batch))
      .returning({ id: kind.id });
    return deleted.length;
  }

  return {
    /** Prunes every kind until none has a full batch left; how many rows of each went. */
    async sweep(signal?: AbortSignal): Promise<PrunedCounts> {
      const counts: PrunedCounts = {};
      for (const kind of expiring(options.now())) {
        counts[kind.name] = 0;
        while (!signal?.aborted) {
          const deleted = await deleteBatch(kind);
          counts[kind.name] = (counts[kind.name] ?? 0) + deleted;
          if (deleted < batchSize) break;
        }
      }
      return counts;
    },
  };
}

export type RetentionSweep = ReturnType<typeof createRetentionSweep>;
