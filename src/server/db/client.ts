import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import { type ChannelHandlers, createPgListener, type Unlisten } from './listener';
import { type MigrateOptions, migrateUnderLock } from './migrationLock';
import { runPreparedReadsOn } from './readPools';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder shared by both drivers; services depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database has one process, so nothing to wait for and `options` goes unused. */
  migrate(options?: MigrateOptions): Promise<void>;
  /**
   * Hears the NOTIFYs of one channel, from every process on this database, this one included,
   * each delivered once its transaction commits.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

export type { ChannelHandlers, Unlisten };

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite must be handed its extensions on every open, not only when they were created. */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, fuzzystrmatch };

/**
 * PGlite's PostgreSQL keeps its buffer cache in the server's own memory, resident in full from
 * the start, while the files it caches also sit in the operating system's page cache, which the
 * process is not charged for. With the usual 128 MB the server held about 500 MB after a minute
 * of mixed load; with 32 MB it holds about 130 MB less and served that load no slower
 * (docs/decisions/0022-compiled-server.md).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

function pgliteOptions(dataDir?: string) {
  return {
    ...(dataDir ? { dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns the embedded database, so its one connection hears every NOTIFY.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * The embedded database, in memory or in `directory`, which only this process may then open.
 * Every commit is written to the files before it is acknowledged (docs/decisions/0015).
 */
export async function openPglite(directory?: string): Promise<Database> {
  if (!directory) return wrapPglite(await PGlite.create(pgliteOptions()));
  mkdirSync(directory, { recursive: true });
  const unlock = lockDataDir(directory);
  try {
    const database = wrapPglite(await PGlite.create(pgliteOptions(directory)));
    return {
      ...database,
      close: () => database.close().finally(unlock),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openPostgres(connectionString: string, maxConnections = 10): Database {
  return wrapPostgres(new pg.Pool({ connectionString, max: maxConnections }));
}

/**
 * Connections that keep one generic plan per prepared statement. PostgreSQL otherwise plans a
 * prepared search again for every run whenever its estimate for the given words is below the
 * generic plan's (most searches match fewer items than its default guess): planning the word
 * search cost 1.4–2.9 ms against about 1 ms to run it. Only prepared reads run here: the other
 * queries need their values planned in (a partial index or an ON CONFLICT arbiter whose
 * predicate names a value is matched only then).
 *
 * The setting is sent on each new connection before the pool hands it out (a connection that
 * cannot take it is not used), rather than in the connection's options, which a connection
 * string's own would replace.
 */
export function genericPlanPool(pool: pg.Pool): pg.Pool {
  return new pg.Pool({
    ...pool.options,
    // The pool keeps the password apart from the settings it lists.
    password: pool.options.password,
    onConnect: async (client) => {
      await client.query('SET plan_cache_mode = force_generic_plan');
    },
  });
}

/**
 * The database behind `pool`, its prepared reads on `readPool` (by default the same settings,
 * each statement planned once; see `genericPlanPool`).
 */
export function wrapPostgres(pool: pg.Pool, readPool = genericPlanPool(pool)): Database {
  // An idle connection ended by the server (restart, failover, an administrator) is dropped by
  // the pool and replaced on next use; unheard, its 'error' event would end the process.
  for (const each of [pool, readPool]) {
    each.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
  }
  runPreparedReadsOn(pool, readPool);
  const db = drizzleNodePg(pool, { schema });
  // A warning: the listener opens its connection again by itself, and subscribers catch up.
  const listener = createPgListener(pool.options, (message) => console.warn(message));
  return {
    db,
    kind: 'postgres',
    // The pool keeps the password apart from the settings it lists.
    migrate: (options) =>
      migrateUnderLock(
        { ...pool.options, password: pool.options.password },
        MIGRATIONS_DIR,
        options,
      ),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    close: async () => {
      await listener.close();
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}
