import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { readPoolOf } from '../../../src/server/db/readPools';

/** PostgreSQL's Bind message starts with this byte: on PGlite each run of a prepared read is one. */
const BIND = 0x42;

/**
 * Counts the runs of the prepared reads whose name starts with `namePrefix`, on the driver of
 * either database, from now on (restore with `vi.restoreAllMocks`).
 */
export function countStatementRuns(db: Db, namePrefix: string): () => number {
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof PGlite) {
    const sent = vi.spyOn(client, 'execProtocol');
    // A run binds the statement parsed once under the read's name, a number added.
    const runs = (message: Uint8Array) =>
      message[0] === BIND && Buffer.from(message).includes(namePrefix);
    return () => sent.mock.calls.filter(([message]) => runs(message)).length;
  }
  if (!(client instanceof pg.Pool)) throw new Error('the test database has an unknown driver');
  const sent = vi.spyOn(readPoolOf(client) ?? client, 'query');
  const runs = (config: unknown) => {
    const name = typeof config === 'object' && config !== null && Reflect.get(config, 'name');
    return typeof name === 'string' && name.startsWith(namePrefix);
  };
  return () => sent.mock.calls.filter(([config]) => runs(config)).length;
}
