import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../../src/server/db/migrationLock';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { startServerProcess } from './support/serverProcess';

// A server told to stop while it waits for the migration lock another process holds.
const WAITING = 'waiting for the migration lock held by another process';
/** Far below the 10 s an orchestrator gives before it kills. */
const PROMPT_EXIT_MS = 3_000;

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase('postgres');
});

afterAll(async () => {
  await database.close();
});

async function untilSaid(output: () => string, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`never said "${text}":\n${output()}`);
    await sleep(50);
  }
}

describe('a signal during start-up', () => {
  it('ends a server waiting for the migration lock at once, with exit code 0', async () => {
    if (!database.url) throw new Error('a PostgreSQL test database has a URL');
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const server = await startServerProcess(
        { DATABASE_URL: database.url, DEMO_DATA: 'off' },
        { untilReady: false },
      );
      try {
        await untilSaid(server.output, WAITING, 60_000);
        expect(server.output().split(WAITING)).toHaveLength(2);

        const signalledAt = Date.now();
        server.signal('SIGTERM');
        expect(await server.exitCode()).toBe(0);
        expect(Date.now() - signalledAt).toBeLessThan(PROMPT_EXIT_MS);
      } finally {
        await server.stop();
      }
    } finally {
      await holder.end();
    }
  }, 90_000);
});
