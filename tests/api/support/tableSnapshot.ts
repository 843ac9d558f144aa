import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';

/** Per table: its row count and a digest of every row's text, in a stable order. */
export type TableSnapshot = Record<string, string>;

let snapshotQuery: string | undefined;

/**
 * Rate-limit counters count refused requests too (that is what makes them limits), so they are
 * not part of what a refused request must leave unchanged; they hold only digests of their
 * keys, nothing a request could have stored.
 */
const NOT_COMPARED = new Set(['rate_limit_counters']);

async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  const result: unknown = await db.execute(sql.raw(query));
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    return (result as { rows: T[] }).rows;
  }
  throw new Error('the database answered without rows');
}

/**
 * The whole database in one statement: any insert, update or delete shows as a changed entry.
 * Used to prove that a refused request changed nothing.
 */
export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  if (!snapshotQuery) {
    const tables = await rowsOf<{ tablename: string }>(
      db,
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    snapshotQuery = tables
      .filter(({ tablename }) => !NOT_COMPARED.has(tablename))
      .map(
        ({ tablename }) =>
          `select '${tablename}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${tablename}" t`,
      )
      .join(' union all ');
  }
  const rows = await rowsOf<{ name: string; digest: string }>(db, snapshotQuery);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** Every row of every table as a line `table {json}`, for searching and comparing stored values. */
export async function dumpTables(db: Db, skip: readonly string[] = []): Promise<string> {
  const tables = await rowsOf<{ tablename: string }>(
    db,
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const lines: string[] = [];
  for (const { tablename } of tables) {
    if (skip.includes(tablename) || NOT_COMPARED.has(tablename)) continue;
    const rows = await rowsOf<{ row: string }>(
      db,
      `select row_to_json(t)::text as row from "${tablename}" t`,
    );
    for (const { row } of rows) lines.push(`${tablename} ${row}`);
  }
  return lines.join('\n');
}
