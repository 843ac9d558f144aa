import type pg from 'pg';

/** The pool the prepared reads of a database's main pool run on, when it has one of its own. */
const readPools = new WeakMap<pg.Pool, pg.Pool>();

/** Prepared reads of the database behind `pool` run on `readPool` (see `wrapPostgres`). */
export function runPreparedReadsOn(pool: pg.Pool, readPool: pg.Pool): void {
  readPools.set(pool, readPool);
}

/** The pool of their own the prepared reads of the database behind `pool` run on, if any. */
export function readPoolOf(pool: pg.Pool): pg.Pool | undefined {
  return readPools.get(pool);
}
