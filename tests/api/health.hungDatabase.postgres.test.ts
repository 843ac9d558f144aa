import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { openTestDatabase } from './support/databases';

const uploadsDir = mkdtempSync(join(tmpdir(), 'lendwell-health-hung-'));

afterAll(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** The test database's pool holds 4 connections (support/databases.ts): one probe more. */
const PROBES = 5;

describe('GET /api/ready against a database that hangs', () => {
  it('gives its connections back once it gives up, so the pool keeps serving', async () => {
    const database = await openTestDatabase('postgres');
    const app = await buildApp({
      db: database.db,
      imageStorage: createLocalImageStorage(uploadsDir),
    });
    // A migration in another process holding drizzle's table: the probe's read waits on it.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const waitingOnTheLock = async () => {
      const result = await holder.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return result.rows[0]?.waiting;
    };
    try {
      await holder.query('begin');
      await holder.query('lock table drizzle.__drizzle_migrations in access exclusive mode');

      const answers = await Promise.all(
        Array.from({ length: PROBES }, () => app.inject({ url: '/api/ready' })),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json().code).toBe('DATABASE_UNREACHABLE');
      }
      // No probe's query is still waiting on the lock with a connection of the pool.
      await expect.poll(waitingOnTheLock, { timeout: 5_000 }).toBe(0);
      const categories = await app.inject({ url: '/api/categories' });
      expect(categories.statusCode).toBe(200);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await app.close();
      await database.close();
    }
  });
});
