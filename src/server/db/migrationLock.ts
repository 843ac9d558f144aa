import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The advisory lock that means "migrating this database", the same in every process and build.
 * Any constant nothing else takes does; this one is "Lendwell" as the letters' places in the
 * alphabet (L 12, e 5, n 14, d 4, w 23, e 5, l 12, l 12).
 */
export const MIGRATION_LOCK_KEY = '1251442351212';

/**
 * Drizzle's migrate, one process at a time. Processes started together would otherwise each see
 * the same migrations as pending and run them at once: creating drizzle's own table and then
 * every statement twice fails, and the process that loses the race exits. The lock belongs to a
 * connection of its own, which runs the migrations too, so that it is released when that
 * connection ends however the migration ended, a crash included. A process that waited finds the
 * migrations recorded and has nothing left to do.
 */
export async function migrateUnderLock(
  config: pg.ClientConfig,
  migrationsFolder: string,
): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}
