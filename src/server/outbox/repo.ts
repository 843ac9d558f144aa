import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OutboxEventRow, outboxEvents } from '../db/schema';

export interface NewOutboxEvent {
  type: string;
  bookingId?: string | null;
  actorId?: string | null;
  actorRole: string;
  payload: Record<string, unknown>;
}

/** Writes events; pass the transaction of the change they report, so both commit or neither. */
export async function writeOutboxEvents(tx: Db, events: NewOutboxEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = await tx.insert(outboxEvents).values(events).returning({ id: outboxEvents.id });
  return rows.map((row) => row.id);
}

export function createOutboxRepo(db: Db) {
  return {
    /**
     * Claims due undelivered events for a while (the lease): rows another dispatcher is
     * claiming are skipped, not waited for, and a claim whose process dies runs out by itself.
     */
    claimDue(now: Date, leaseMs: number, limit: number, ids?: string[]): Promise<OutboxEventRow[]> {
      const due = db
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(
          and(
            isNull(outboxEvents.deliveredAt),
            isNull(outboxEvents.deadAt),
            // An event not tried yet still has available_at = created_at, the database's clock
            // at its commit; the app's clock may read earlier (a remote server, a moved clock),
            // and a fresh event must not wait for it.
            or(
              lte(outboxEvents.availableAt, now),
              eq(outboxEvents.availableAt, outboxEvents.createdAt),
            ),
            ids ? inArray(outboxEvents.id, ids) : undefined,
          ),
        )
        .orderBy(asc(outboxEvents.availableAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxEvents)
        .set({ availableAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(outboxEvents.id, due))
        .returning();
    },

    /**
     * Hands claimed events back at once, due again from `dueAt`, instead of leaving them to wait
     * out the lease. Only rows this claim still holds: a lease that ran out and was taken over
     * belongs to the other dispatcher now.
     */
    async release(ids: string[], claimedUntil: Date, dueAt: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboxEvents)
        .set({ availableAt: dueAt })
        .where(
          and(
            inArray(outboxEvents.id, ids),
            isNull(outboxEvents.deliveredAt),
            eq(outboxEvents.availableAt, claimedUntil),
          ),
        );
    },

    async markDelivered(id: string, now: Date): Promise<void> {
      await db
        .update(outboxEvents)
        .set({ deliveredAt: now, lastError: null })
        .where(eq(outboxEvents.id, id));
    },

    /** No longer claimed: it waits, with its last error, for an administrator. */
    async markDead(id: string, error: string, now: Date): Promise<void> {
      await db
        .update(outboxEvents)
        .set({ attempts: sql`${outboxEvents.attempts} + 1`, lastError: error, deadAt: now })
        .where(eq(outboxEvents.id, id));
    },

    async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outboxEvents)
        .set({
          attempts: sql`${outboxEvents.attempts} + 1`,
          lastError: error,
          availableAt: nextAttemptAt,
        })
        .where(eq(outboxEvents.id, id));
    },
  };
}
