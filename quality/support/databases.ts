import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { RunSql } from '../../bench/seedItems';
import {
  type Database,
  PGLITE_EXTENSIONS,
  wrapPglite,
  wrapPostgres,
} from '../../src/server/db/client';
import { type DatabaseKind, QUALITY_DATABASE_URL } from './options';

export const DATABASE_NAMES: Record<DatabaseKind, string> = {
  pglite: 'PGlite (embedded, DATA_DIR)',
  postgres: 'PostgreSQL 127.0.0.1',
};

/** Empties the scripts' PostgreSQL database: every table, type and migration record goes. */
export async function resetQualityDatabase(url = QUALITY_DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/** A scratch folder under the system's temporary directory, removed by the returned function. */
export function scratchDirectory(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `lendwell-quality-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface OpenedDatabase {
  database: Database;
  /** Plain SQL beside the query builder, for the checks. */
  run: RunSql;
}

/**
 * A migrated, empty database of the given kind, opened in this process as the server opens it:
 * PGlite in a data directory on disk, PostgreSQL in the scripts' own database.
 */
export async function openEmptyDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<OpenedDatabase> {
  let opened: OpenedDatabase;
  if (kind === 'pglite') {
    const client = await PGlite.create({
      dataDir: join(dataDir, 'db'),
      extensions: PGLITE_EXTENSIONS,
    });
    opened = { database: wrapPglite(client), run: (text, params) => client.query(text, params) };
  } else {
    await resetQualityDatabase();
    const pool = new pg.Pool({ connectionString: QUALITY_DATABASE_URL, max: 10 });
    opened = { database: wrapPostgres(pool), run: (text, params) => pool.query(text, params) };
  }
  await opened.database.migrate();
  return opened;
}
