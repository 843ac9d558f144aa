import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import {
  type Database,
  openPostgres,
  PGLITE_EXTENSIONS,
  wrapPglite,
} from '../../src/server/db/client';
import { readMigrationJournal } from '../../src/server/features/health/readiness';
import { loggerOptions } from '../../src/server/logging';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { openTestDatabase } from './support/databases';
import { memoryLog } from './support/memoryLog';
import { databaseKind, setupTestApp } from './support/testApp';

const log = memoryLog();
const ctx = setupTestApp({ logger: loggerOptions('info', log.stream) });
const uploadsDir = mkdtempSync(join(tmpdir(), 'lendwell-health-'));

afterAll(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** An app of the test's own on `database`, for the tests that break its database. */
function appOn(database: Pick<Database, 'db'>): Promise<App> {
  return buildApp({
    db: database.db,
    imageStorage: createLocalImageStorage(uploadsDir),
  });
}

async function lastJournalTag(): Promise<string> {
  const journal = await readMigrationJournal('src/server/db/migrations');
  const last = journal.at(-1);
  if (!last) throw new Error('the journal lists migrations');
  return last.tag;
}

describe('GET /api/health (liveness)', () => {
  it('answers ok', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the probes in the request log', () => {
  it('leave no line for a successful probe, while other requests are logged', async () => {
    log.clear();
    await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/ready' });
    await ctx.app.inject({ url: '/api/categories' });
    expect(log.text()).toContain('/api/categories');
    expect(log.text()).not.toContain('/api/health');
    expect(log.text()).not.toContain('/api/ready');
  });
});

describe('GET /api/ready (readiness)', () => {
  it('is ready on a database with every migration applied', async () => {
    const response = await ctx.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the newest migration is not recorded, and names it', async () => {
    const database = await openTestDatabase(databaseKind);
    const app = await appOn(database);
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: `1 database migration is not applied: ${await lastJournalTag()}.`,
        code: 'MIGRATIONS_PENDING',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('counts every migration as missing on a database that was never migrated', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = wrapPglite(client);
    const app = await appOn(database);
    try {
      const journal = await readMigrationJournal('src/server/db/migrations');
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.code).toBe('MIGRATIONS_PENDING');
      expect(body.error).toMatch(new RegExp(`^${journal.length} database migrations are not`));
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is not ready once its database is closed, and liveness still answers', async () => {
    const database = await openTestDatabase(databaseKind);
    const app = await appOn(database);
    try {
      await database.close();
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      // What failed, in our words only: no stack, no SQL, no driver message.
      expect(response.json()).toEqual({
        error: 'The database did not answer.',
        code: 'DATABASE_UNREACHABLE',
      });
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('gives up on a database that accepts the connection but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const database = openPostgres(`postgres://nobody:nothing@127.0.0.1:${port}/none`, 1);
    const app = await appOn(database);
    try {
      const startedAt = performance.now();
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('DATABASE_UNREACHABLE');
      expect(performance.now() - startedAt).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await app.close();
      await database.close().catch(() => undefined);
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('logs once why it stopped being ready, the database error included, and once when it is back', async () => {
    const database = await openTestDatabase(databaseKind);
    const appLog = memoryLog();
    const app = await buildApp({
      db: database.db,
      imageStorage: createLocalImageStorage(uploadsDir),
      logger: loggerOptions('info', appLog.stream),
    });
    const readinessLines = () =>
      appLog.lines
        .map(
          (line) =>
            JSON.parse(line) as {
              level: number;
              msg: string;
              code?: string;
              err?: { message?: string };
            },
        )
        .filter((line) => line.msg.startsWith('this server is'));
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
      await database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at = ${newest}`,
      );
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
      await database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at < 0`,
      );
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await database.close();
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);

      const lines = readinessLines();
      expect(lines.map((line) => [line.msg, line.code])).toEqual([
        ['this server is not ready', 'MIGRATIONS_PENDING'],
        ['this server is ready again', undefined],
        ['this server is not ready', 'DATABASE_UNREACHABLE'],
      ]);
      // pino's warn level.
      expect(lines.every((line) => line.level === 40)).toBe(true);
      expect(lines[2]?.err?.message).toEqual(expect.any(String));
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });

  it('answers 503 once the process drains, while liveness still answers', async () => {
    const database = await openTestDatabase(databaseKind);
    const app = await appOn(database);
    try {
      app.drain.begin();
      const response = await app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'This server is shutting down.',
        code: 'SHUTTING_DOWN',
      });
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // Kept-alive connections end after their answer, so none holds the close.
      expect(health.headers.connection).toBe('close');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
