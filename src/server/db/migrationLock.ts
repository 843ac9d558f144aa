import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The advisory lock that means "migrating this database", the same in every process and build.
 * Any constant nothing else takes does; this one is "Lendwell" as the letters' places in the
 * alphabet (L 12, e 5, n 14, d 4, w 23, e 5, l 12, l 12).
 */
export const MIGRATION_LOCK_KEY = '1251442351212';

/** Short enough that a process starting beside a finished migration hardly waits for it. */
export const MIGRATION_LOCK_RETRY_MS = 200;

export interface MigrateOptions {
  /**
   * Told once when another process holds the lock, so a holder that never lets go (a stuck
   * migration, a session left open by hand) shows in the log instead of a silent start-up.
   */
  onWaitingForLock?: () => void;
}

/**
 * Tried again and again rather than waited for inside PostgreSQL: this process learns that it
 * waits, and a signal can end it between tries.
 */
async function takeLock(client: pg.Client, options: MigrateOptions): Promise<void> {
  let told = false;
  for (;;) {
    const result = await client.query<{ taken: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS taken',
      [MIGRATION_LOCK_KEY],
    );
    if (result.rows[0]?.taken) return;
    if (!told) options.onWaitingForLock?.();
    told = true;
    await sleep(MIGRATION_LOCK_RETRY_MS);
  }
}

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
  options: MigrateOptions = {},
): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await takeLock(client, options);
    await migrate(drizzle(client), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}
