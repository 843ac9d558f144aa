import { join } from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<Database> | Database {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite(join(config.dataDir, 'db'));
}
