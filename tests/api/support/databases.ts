import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  openPostgres,
  PGLITE_EXTENSIONS,
  wrapPglite,
  wrapPostgres,
} from '../../../src/server/db/client';

/** A migrated PGlite data directory, made once per run and loaded by every test file (~0.7 s instead of ~2.5 s). */
const PGLITE_TEMPLATE = resolve('.tmp/pglite-template.tar');
/** Per connecting role, so that runs as different users on one server never fight over it. */
function postgresTemplateName(): string {
  const role = new URL(requiredEnv('TEST_DATABASE_URL')).username || 'default';
  return `lendwell_test_template_${role.replace(/\W/g, '_')}`;
}

export type TestDatabaseKind = 'pglite' | 'postgres';

function postgresUrl(database: string): string {
  const url = new URL(requiredEnv('TEST_DATABASE_URL'));
  url.pathname = `/${database}`;
  return url.toString();
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set for PostgreSQL API tests`);
  return value;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requiredEnv('TEST_DATABASE_URL') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function prepareTemplate(kind: TestDatabaseKind): Promise<void> {
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = wrapPglite(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  const template = postgresTemplateName();
  await withAdminClient(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
  });
  const database = openPostgres(postgresUrl(template), 1);
  await database.migrate();
  await database.close();
}

export interface TestDatabase extends Database {
  /** Empties every table but the seeded categories, for a clean slate between tests. */
  reset(): Promise<void>;
  /** Keeps a copy of every row the tables hold now, for `restoreRows`. */
  keepRows(): Promise<void>;
  /** Empties the tables as `reset` does, then puts back the rows `keepRows` kept. */
  restoreRows(): Promise<void>;
  /** Where another process reaches this database: PostgreSQL only. */
  url?: string;
}

async function openPglite(): Promise<TestDatabase & { client: PGlite }> {
  const template = await readFile(PGLITE_TEMPLATE);
  const client = await PGlite.create({
    loadDataDir: new Blob([template]),
    extensions: PGLITE_EXTENSIONS,
  });
  const database = withReset(wrapPglite(client), async (sql) => {
    const results = await client.exec(sql);
    return results.at(-1)?.rows ?? [];
  });
  return { ...database, client };
}

/** The database this worker lends to one test file after another. */
let lentPglite: (TestDatabase & { client: PGlite }) | undefined;
let lentPostgres: TestDatabase | undefined;

/**
 * The prefix of the PostgreSQL databases a run's workers borrow from: the run's (Vitest's own
 * process) id in it, so that its teardown drops them and another run's stay.
 */
export function lentPostgresPrefix(runPid: number): string {
  return `lendwell_test_lent_${runPid}_`;
}

/**
 * A database for one test file's app, emptied. It is this worker's own, lent to each of its
 * files in turn: loading the migrated template costs ~0.7 s on PGlite, and copying it on
 * PostgreSQL, with dropping it after, ~0.1 s idle and a few seconds on a busy server, where
 * emptying the few tables a file filled costs a few ms. Its close() only hands it back. A file
 * that closes the PGlite client itself gets a new one next time.
 */
export async function lendTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  let lent: TestDatabase;
  if (kind === 'postgres') {
    lentPostgres ??= await openTestDatabase(
      kind,
      `${lentPostgresPrefix(process.ppid)}${process.pid}`,
    );
    lent = lentPostgres;
  } else {
    if (!lentPglite || lentPglite.client.closed) lentPglite = await openPglite();
    lent = lentPglite;
  }
  await lent.reset();
  return { ...lent, close: async () => undefined };
}

/** Drops the PostgreSQL databases the workers of the run with this process id borrowed from. */
export async function dropLentDatabases(runPid: number): Promise<void> {
  const names = await withAdminClient(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [lentPostgresPrefix(runPid)],
    );
    return rows.map((row) => row.datname);
  });
  for (const name of names) await dropDatabase(name);
}

export async function openTestDatabase(
  kind: TestDatabaseKind,
  name = `lendwell_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
): Promise<TestDatabase> {
  if (kind === 'pglite') return openPglite();
  await withAdminClient(async (admin) => {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
    // A commit need not wait for its write-ahead log to reach the disk: that is only about
    // surviving a crash of PostgreSQL itself, which no test makes, and saves each commit a flush.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const pool = new pg.Pool({ connectionString: postgresUrl(name), max: 4 });
  const database = wrapPostgres(pool);
  return withReset(
    {
      ...database,
      url: postgresUrl(name),
      close: async () => {
        await database.close();
        await dropDatabase(name);
      },
    },
    async (sql) => {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(sql);
      return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];
    },
  );
}

const KEPT_TABLES = new Set(['categories']);

type RawQuery = (sql: string) => Promise<Record<string, unknown>[]>;

interface ResetPlan {
  /** One statement naming the tables that hold rows now. */
  whichHoldRows: string;
  /** Every emptied table, those that refer to others before the ones they refer to. */
  order: string[];
  /** Per table, its identity sequences, numbered from 1 again once it is emptied. */
  sequences: Map<string, string[]>;
  /** Tables whose triggers refuse a delete (append-only): truncated, which no row trigger sees. */
  appendOnly: Set<string>;
  /** Per table, the columns an insert may write (not the generated ones), quoted. */
  writableColumns: Map<string, string>;
  /** Tables with triggers of their own, which a restore must not fire: it puts back their effects too. */
  triggered: Set<string>;
}

/** Where `keepRows` copies the tables: a schema of its own, which `reset` never looks at. */
const KEPT_SCHEMA = 'test_kept_rows';

/**
 * The tables in an order that deletes each before any it refers to, so that plain deletes never
 * break a foreign key: a TRUNCATE of every table costs ~230 ms on PostgreSQL (new files for
 * each table and index), deleting the few rows a test left costs a few.
 */
async function resetPlan(query: RawQuery): Promise<ResetPlan> {
  const tables = (await query("select tablename from pg_tables where schemaname = 'public'"))
    .map((row) => String(row.tablename))
    .filter((table) => !KEPT_TABLES.has(table));
  const references = await query(`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);
  const referrers = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const row of references) referrers.get(String(row.parent))?.add(String(row.child));
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    path.add(table);
    for (const child of referrers.get(table) ?? []) place(child, path);
    path.delete(table);
    placed.add(table);
    order.push(table);
  };
  for (const table of tables) place(table, new Set());
  const sequences = new Map<string, string[]>();
  const owned = await query(`
    select t.relname as "table", s.relname as sequence
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_class t on t.oid = d.refobjid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and d.deptype in ('a', 'i')`);
  for (const row of owned) {
    const table = String(row.table);
    sequences.set(table, [...(sequences.get(table) ?? []), String(row.sequence)]);
  }
  const refusingDeletes = await query(`
    select distinct c.relname
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and (t.tgtype & 8) <> 0 and p.prosrc ilike '%raise exception%'`);
  const appendOnly = new Set(refusingDeletes.map((row) => String(row.relname)));
  const whichHoldRows = tables
    .map((table) => `select '${table}' as tablename where exists (select from "${table}")`)
    .join(' union all ');
  const columns = await query(`
    select c.relname as "table", string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0
      and not a.attisdropped and a.attgenerated = ''
    group by c.relname`);
  const writableColumns = new Map(columns.map((row) => [String(row.table), String(row.columns)]));
  const withTriggers = await query(`
    select distinct c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = 'public'`);
  const triggered = new Set(withTriggers.map((row) => String(row.relname)));
  return { whichHoldRows, order, sequences, appendOnly, writableColumns, triggered };
}

function withReset(database: Database & { url?: string }, query: RawQuery): TestDatabase {
  let plan: ResetPlan | undefined;
  /** The statements that put back the rows `keepRows` kept. */
  let putBack: string | undefined;
  const planned = async () => {
    plan ??= await resetPlan(query);
    return plan;
  };
  const holdingRows = async (whichHoldRows: string) =>
    new Set((await query(whichHoldRows)).map((row) => String(row.tablename)));
  const reset = async () => {
    const { whichHoldRows, order, sequences, appendOnly } = await planned();
    const holding = await holdingRows(whichHoldRows);
    if (holding.size === 0) return;
    const emptied = order.filter((table) => holding.has(table));
    const truncated = emptied.filter((table) => appendOnly.has(table));
    const deleted = emptied.filter((table) => !appendOnly.has(table));
    const statements = [
      ...(truncated.length ? [`truncate ${quoted(truncated)}`] : []),
      ...deleted.map((table) => `delete from "${table}"`),
      ...emptied.flatMap((table) =>
        (sequences.get(table) ?? []).map((sequence) => `alter sequence "${sequence}" restart`),
      ),
    ];
    await query(statements.join('; '));
    // Without this the next test's rows would fill the space of the deleted ones, in no
    // particular order, where a truncated table takes them in the order they come: the order
    // a query without ORDER BY has always shown the tests. VACUUM hands an emptied table's
    // pages back, so it starts again from the first. (Not in the statement above: VACUUM runs
    // outside a transaction.)
    if (deleted.length) await query(`vacuum ${quoted(deleted)}`);
  };
  return {
    ...database,
    reset,
    async keepRows() {
      const { whichHoldRows, order, sequences, writableColumns, triggered } = await planned();
      const holding = await holdingRows(whichHoldRows);
      // Referred-to tables first, for the rows to go back in that order.
      const tables = order.filter((table) => holding.has(table)).reverse();
      await query(
        [
          `drop schema if exists ${KEPT_SCHEMA} cascade`,
          `create schema ${KEPT_SCHEMA}`,
          ...tables.map(
            (table) => `create table ${KEPT_SCHEMA}."${table}" as select * from "${table}"`,
          ),
        ].join('; '),
      );
      const keptSequences = tables.flatMap((table) => sequences.get(table) ?? []);
      const numbering = keptSequences.length
        ? await query(
            keptSequences
              .map(
                (sequence) =>
                  `select '${sequence}' as name, last_value, is_called from "${sequence}"`,
              )
              .join(' union all '),
          )
        : [];
      // Triggers stay off while the rows go back: what they once wrote elsewhere (search
      // postings, calendar rows) is among the rows put back.
      const quiet = tables.filter((table) => triggered.has(table));
      // One statement list: PostgreSQL runs it as one transaction, triggers on again or not at all.
      putBack = [
        ...quiet.map((table) => `alter table "${table}" disable trigger user`),
        ...tables.map((table) => {
          const columns = writableColumns.get(table);
          return `insert into "${table}" (${columns}) overriding system value select ${columns} from ${KEPT_SCHEMA}."${table}"`;
        }),
        ...quiet.map((table) => `alter table "${table}" enable trigger user`),
        ...numbering.map(
          (row) =>
            `select setval('"${row.name}"', ${Number(row.last_value)}, ${row.is_called === true})`,
        ),
      ].join('; ');
    },
    async restoreRows() {
      if (putBack === undefined) throw new Error('restoreRows before keepRows');
      await reset();
      if (putBack) await query(putBack);
    },
  };
}

const quoted = (tables: string[]) => tables.map((table) => `"${table}"`).join(', ');

/**
 * Drops a test database once its pool has closed. Not WITH (FORCE): that must be allowed to
 * end every session on it, and an autovacuum worker belongs to the superuser. A plain drop
 * stops autovacuum itself; it is retried briefly while a closed connection is still going.
 */
export async function dropDatabase(name: string, attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS ${name}`));
      return;
    } catch (error) {
      const stillInUse =
        error instanceof Error && /being accessed by other users/.test(error.message);
      if (!stillInUse || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
