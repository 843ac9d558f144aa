import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPostgres } from '../../src/server/db/client';
import { MIGRATION_LOCK_KEY, MIGRATION_LOCK_RETRY_MS } from '../../src/server/db/migrationLock';
import { readMigrationJournal } from '../../src/server/features/health/readiness';
import { dropDatabase } from './support/databases';

// Processes started together on one fresh PostgreSQL database, each migrating it at start-up.
const PROCESSES = 5;
const name = `lendwell_test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

function urlOf(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  await asAdmin(`CREATE DATABASE ${name}`);
});

afterAll(async () => {
  await dropDatabase(name);
});

describe('migrations started by several processes at once', () => {
  it('all succeed, and each migration is applied and recorded once', async () => {
    const databases = Array.from({ length: PROCESSES }, () => openPostgres(urlOf(name), 1));
    try {
      const results = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(results.map((result) => result.status)).toEqual(
        Array.from({ length: PROCESSES }, () => 'fulfilled'),
      );
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }

    const journal = await readMigrationJournal(MIGRATIONS_DIR);
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      const recorded = await client.query<{ created_at: string }>(
        'select created_at from drizzle.__drizzle_migrations order by created_at',
      );
      expect(recorded.rows.map((row) => Number(row.created_at))).toEqual(
        journal.map((migration) => migration.when),
      );
      // Run, not only recorded: the migration that seeds the six categories took effect.
      const categories = await client.query<{ count: string }>('select count(*) from categories');
      expect(Number(categories.rows[0]?.count)).toBe(6);
    } finally {
      await client.end();
    }
  });
});

describe('a migration lock another process holds', () => {
  it('is waited for, said once in the log, and taken once released', async () => {
    const holder = new pg.Client({ connectionString: urlOf(name) });
    await holder.connect();
    const database = openPostgres(urlOf(name), 1);
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let waitingNotices = 0;
      let finished = false;
      const migrating = database
        .migrate({ onWaitingForLock: () => (waitingNotices += 1) })
        .then(() => {
          finished = true;
        });

      await sleep(MIGRATION_LOCK_RETRY_MS * 5);
      expect(finished).toBe(false);
      expect(waitingNotices).toBe(1);

      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;
      expect(finished).toBe(true);
      expect(waitingNotices).toBe(1);

      // Released by the migration too: the next process takes it at once.
      const again = await holder.query<{ taken: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS taken',
        [MIGRATION_LOCK_KEY],
      );
      expect(again.rows[0]?.taken).toBe(true);
    } finally {
      await database.close();
      await holder.end();
    }
  });
});
