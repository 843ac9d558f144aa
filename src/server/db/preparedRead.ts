import { PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import { flatRowMapper, queryBuilderTypes } from './queryBuilderRows';
import { readPoolOf } from './readPools';

/** A select of the query builder, with `sql.placeholder` where each call's values go. */
export interface PreparableSelect<Row> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
  toSQL(): { sql: string; params: unknown[] };
  /** The selection, its keys in the order its columns come. */
  readonly _: { readonly selectedFields: object };
}

/** Runs the statement with these placeholder values; the rows come in the select's shape. */
export type PreparedRead<Row> = (values: Record<string, unknown>) => Promise<Row[]>;

const { serialize, messages } = protocol;

/**
 * Column types whose PGlite parsing is known to give what the query builder gives (the
 * prepared-read test compares every one of them): uuid, text, int4, int8, float8, text[],
 * timestamptz.
 */
const checkedColumnTypes: ReadonlySet<number> = new Set([2950, 25, 23, 20, 701, 1009, 1184]);

/** PostgreSQL's errors for a named statement that was dropped or no longer fits its plan. */
function isStaleStatement(error: unknown): boolean {
  if (!(error instanceof messages.DatabaseError)) return false;
  return (
    error.code === '26000' || error.message.includes('cached plan must not change result type')
  );
}

/**
 * Apps built again on one database (tests do) each get statements of their own: PGlite keeps
 * one session, and node-postgres refuses one name for two texts on a pooled connection.
 */
let statements = 0;

function statementName(name: string): string {
  statements += 1;
  return `${name}_${statements}`;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** An array of text as PostgreSQL reads it: each element quoted, quotes and backslashes escaped. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (typeof value !== 'string') throw new Error('a prepared read takes arrays of text only');
    return `"${value.replace(/["\\]/g, '\\$&')}"`;
  });
  return `{${elements.join(',')}}`;
}

function asParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return arrayLiteral(value);
  throw new Error(
    `a prepared read takes text, numbers, booleans and text arrays, not ${typeof value}`,
  );
}

/**
 * PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
 * the WebAssembly engine and plans the statement every time: about 1.5 ms of a 2 ms primary-key
 * join goes to parsing and planning. Here the statement is parsed once under its name, and each
 * call is a single Bind + Execute + Sync message: about 0.25 ms. PGlite's PostgreSQL keeps a
 * generic plan after five runs only where it estimates it no dearer than one planned for the
 * values: not for searches by words, which it still plans for each search.
 */
function preparePgliteRead<Row>(
  client: PGlite,
  name: string,
  query: PreparableSelect<Row>,
  columns: readonly (keyof Row & string)[],
): PreparedRead<Row> {
  const { sql: text, params } = query.toSQL();
  const statement = statementName(name);
  let columnTypes: number[] | undefined;

  async function parseOnce(): Promise<number[]> {
    if (columnTypes) return columnTypes;
    const { messages: replies } = await client.execProtocol(
      concat([
        // Closing a statement that is not there is no error; one left stale is replaced.
        serialize.close({ type: 'S', name: statement }),
        serialize.parse({ name: statement, text, types: [] }),
        serialize.describe({ type: 'S', name: statement }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = replies.find((reply) => reply instanceof messages.RowDescriptionMessage);
    if (!(description instanceof messages.RowDescriptionMessage)) {
      throw new Error(`prepared read ${name} returns no rows`);
    }
    if (description.fields.length !== columns.length) {
      throw new Error(`prepared read ${name} selects ${description.fields.length} columns`);
    }
    const types = description.fields.map((field) => field.dataTypeID);
    const unchecked = types.find((type) => !checkedColumnTypes.has(type));
    if (unchecked !== undefined) {
      throw new Error(
        `prepared read ${name} selects a column of type ${unchecked}, not yet checked`,
      );
    }
    columnTypes = types;
    return types;
  }

  function toRow(types: number[], fields: readonly (string | null)[]): Row {
    const row: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      const value = fields[index] ?? null;
      const type = types[index] ?? 0;
      const parser = client.parsers[type];
      row[column] = value === null || !parser ? value : parser(value, type);
    });
    // The columns are the select's keys in its order, and PGlite's parsers give the driver
    // values the query builder gives for these types (a test compares both on every column).
    return row as Row;
  }

  async function run(bindValues: (string | null)[]): Promise<Row[]> {
    const types = await parseOnce();
    const { messages: replies } = await client.execProtocol(
      concat([
        serialize.bind({ statement, values: bindValues }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // A read writes nothing that would need copying out.
      { syncToFs: false },
    );
    return replies.flatMap((reply) =>
      reply instanceof messages.DataRowMessage ? [toRow(types, reply.fields)] : [],
    );
  }

  return async (values) => {
    // As PGlite's `query` does: a closing or closed database fails here, with its own error.
    await client._checkReady();
    const bindValues = fillPlaceholders(params, values).map(asParameter);
    // Queued with PGlite's own queries and transactions: never inside another's transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(bindValues);
        } catch (error) {
          // DEALLOCATE, DISCARD ALL or a changed table dropped the statement: parse it again, once.
          if (!isStaleStatement(error)) throw error;
          columnTypes = undefined;
          return run(bindValues);
        }
      }),
    );
  };
}

/**
 * The query builder's own prepared query, sent through node-postgres as the builder sends it,
 * with its rows mapped by `flatRowMapper`: the builder works out each field's decoder and path
 * again for every value of every row (about 8 % of the server's time under a stream of new
 * searches). A named statement is parsed once on each pooled connection that runs it; unlike
 * PGlite's it is never found dropped, as nothing deallocates statements on the pool's
 * connections, and a connection opened again parses its own. It runs on the read pool when the
 * database has one, whose connections plan each statement once (`wrapPostgres`).
 */
function preparePostgresRead<Row>(
  pool: pg.Pool,
  name: string,
  query: PreparableSelect<Row>,
  columns: readonly string[],
): PreparedRead<Row> {
  const { sql: text, params } = query.toSQL();
  const { keys, toRow } = flatRowMapper(name, query._.selectedFields);
  // PGlite's rows take these keys: the same shape on both databases, or neither starts.
  const sameKeys =
    keys.length === columns.length && keys.every((key, index) => key === columns[index]);
  if (!sameKeys) {
    throw new Error(`prepared read ${name} is given keys other than its select's`);
  }
  const config = {
    name: statementName(name),
    text,
    rowMode: 'array' as const,
    types: queryBuilderTypes,
  };

  return async (values) => {
    const result = await pool.query<unknown[]>(config, fillPlaceholders(params, values));
    // The keys and decoders are the select's own, in its order, as the query builder maps them.
    return result.rows.map((row) => toRow(row) as Row);
  };
}

/**
 * Whether the database's prepared reads are planned once (on PostgreSQL's pool of their own,
 * see `genericPlanPool`), or may be planned again for each run's values (PGlite, or a pool
 * without one), so that a larger statement costs its planning every time.
 */
export function readsPlannedOnce(db: Db): boolean {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof pg.Pool && readPoolOf(client) !== undefined;
}

/**
 * A read parsed once (on PostgreSQL also planned once, see `genericPlanPool`), its rows in the
 * select's shape; `columns` are the select's keys in its order (checked on PostgreSQL).
 * PostgreSQL: see `preparePostgresRead`; only a flat selection
 * of columns and SQL is accepted (anything else throws here). PGlite: see `preparePgliteRead`;
 * its rows go through PGlite's parsers, not the query builder's, so only column types in
 * `checkedColumnTypes` are accepted (any other makes the first call throw), and a new column
 * type is compared with the query builder before it is used. Inside a transaction (`db` is a
 * transaction's, with no `$client`), the query builder's prepared query is taken, which runs
 * on that transaction.
 */
export function prepareRead<Row>(
  db: Db,
  name: string,
  query: PreparableSelect<Row>,
  columns: readonly (keyof Row & string)[],
): PreparedRead<Row> {
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof PGlite) return preparePgliteRead(client, name, query, columns);
  if (client instanceof pg.Pool) {
    return preparePostgresRead(readPoolOf(client) ?? client, name, query, columns);
  }
  const prepared = query.prepare(name);
  return (values) => prepared.execute(values);
}
