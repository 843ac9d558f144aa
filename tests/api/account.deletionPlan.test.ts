import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { mailEventsOf } from '../../src/server/features/account/deletionRepo';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp();

describe('deleting an account', () => {
  it('finds the mail of the account by an index, not by reading the whole outbox', async () => {
    const db = ctx.database.db;
    const plan = await db.transaction(async (tx) => {
      // A new database is small enough that reading it whole is cheapest; a long outbox is not.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${outboxEvents.id} from ${outboxEvents}
          where ${mailEventsOf(randomUUID())}`,
      );
      // Each driver shapes its result its own way; the plan's lines are in it either way.
      return JSON.stringify(result);
    });
    expect(plan).toContain('outbox_events_mail_user_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
