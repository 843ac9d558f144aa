import pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { dropDatabase } from '../api/support/databases';

// Journeys on PostgreSQL make a database of their own on the server TEST_DATABASE_URL names.

function adminUrl(database?: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL must be set for a journey on PostgreSQL');
  const url = new URL(base);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database, so that neither the API tests' nor another run's is touched. */
export async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await admin(`CREATE DATABASE ${name}`);
  const url = adminUrl(name);
  // Migrated here once, before the processes start, rather than by both of them at once.
  const database = openPostgres(url, 1);
  await database.migrate();
  await database.close();
  return url;
}
