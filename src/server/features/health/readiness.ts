import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';

/** One migration as the journal beside the SQL files lists it; `when` is its id in the database. */
export interface JournalMigration {
  tag: string;
  when: number;
}

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number().int() })),
});

/** The migrations this build ships, read once: the files do not change while it runs. */
export async function readMigrationJournal(migrationsFolder: string): Promise<JournalMigration[]> {
  const text = await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(text)).entries;
}

/**
 * Drizzle's own record of what it applied: a row per migration whose `created_at` is the
 * journal's `when`. Declared here, not in schema.ts, which describes the tables we own.
 */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

/**
 * The journal's migrations that the database has no record of, in journal order. Records the
 * journal does not know are fine: a newer build migrated first, and migrations keep the schema
 * usable by the build before them.
 */
export function missingMigrations(journal: JournalMigration[], applied: number[]): string[] {
  const recorded = new Set(applied);
  return journal.filter((migration) => !recorded.has(migration.when)).map(({ tag }) => tag);
}

export type NotReadyCode = 'DATABASE_UNREACHABLE' | 'MIGRATIONS_PENDING' | 'SHUTTING_DOWN';

export type Readiness =
  | { ready: true }
  /** `cause` is for the server's log only: a database's words may quote SQL. */
  | { ready: false; code: NotReadyCode; message: string; cause?: unknown };

export const NOT_READY_MESSAGES = {
  unreachable: 'The database did not answer.',
  shuttingDown: 'This server is shutting down.',
  pending: (tags: string[]) =>
    `${tags.length} database migration${tags.length === 1 ? ' is' : 's are'} not applied: ${tags.join(', ')}.`,
} as const;

/** Readiness once the process has begun to shut down, whatever the database says. */
export const SHUTTING_DOWN: Readiness = {
  ready: false,
  code: 'SHUTTING_DOWN',
  message: NOT_READY_MESSAGES.shuttingDown,
};

/** PostgreSQL's codes for a schema or table that does not exist: nothing was ever migrated. */
const NOTHING_MIGRATED_CODES = new Set(['3F000', '42P01']);

/** The SQLSTATE of a database error, which drizzle wraps in an error of its own. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code: unknown = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function withinMs<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Drizzle's record, read under a statement timeout of `timeoutMs`: against a database that
 * hangs (a lock held on the table, an overloaded server) the server itself ends the read and the
 * connection goes back to the pool. The race alone answered the probe but left the read waiting
 * with its connection, and probes every second took the whole pool from the requests.
 */
function appliedMigrationsWithin(db: Db, timeoutMs: number) {
  const read = db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
    return tx.select({ createdAt: appliedMigrations.createdAt }).from(appliedMigrations);
  });
  return withinMs(read, timeoutMs);
}

/**
 * Whether this process can serve: the database answers within `timeoutMs` and has applied
 * every migration of the journal. What is wrong is named without the database's own words,
 * which may quote SQL.
 */
export async function checkReadiness(
  db: Db,
  journal: JournalMigration[],
  timeoutMs: number,
): Promise<Readiness> {
  let applied: number[];
  try {
    const rows = await appliedMigrationsWithin(db, timeoutMs);
    applied = rows.flatMap((row) => (row.createdAt === null ? [] : [row.createdAt]));
  } catch (error) {
    const code = sqlStateOf(error);
    if (!code || !NOTHING_MIGRATED_CODES.has(code)) {
      return {
        ready: false,
        code: 'DATABASE_UNREACHABLE',
        message: NOT_READY_MESSAGES.unreachable,
        cause: error,
      };
    }
    applied = [];
  }
  const missing = missingMigrations(journal, applied);
  if (missing.length > 0) {
    return {
      ready: false,
      code: 'MIGRATIONS_PENDING',
      message: NOT_READY_MESSAGES.pending(missing),
    };
  }
  return { ready: true };
}
