/**
 * `npx tsx bench/wordSearchCompare.ts [pglite|postgres]`: the benchmark's new searches through
 * a query built per request (the tests' reference search) and through the prepared word
 * search, alternating in batches in one process, so that a busy machine weighs on both alike.
 * PostgreSQL needs TEST_DATABASE_URL and uses a scratch database, dropped afterwards.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type Database,
  PGLITE_EXTENSIONS,
  wrapPglite,
  wrapPostgres,
} from '../src/server/db/client';
import {
  buildItemsSearch,
  effectiveSort,
  wordSearchParams,
} from '../src/server/features/items/search';
import { createTextSearch } from '../src/server/features/items/wordSearch';
import { itemsQuerySchema } from '../src/shared/schemas/items';
import { dropDatabase } from '../tests/api/support/databases';
import { searchByItems } from '../tests/api/support/searchByItems';
import { uncachedSearchPaths } from './queries';
import { type RunSql, seedBenchItems } from './seedItems';

const BATCH = 50;
const ROUNDS = 16;

async function compare(database: Database, run: RunSql) {
  await database.migrate();
  await seedBenchItems(run, 100_000);
  const textSearch = createTextSearch(database.db);
  const searches = uncachedSearchPaths(2 * BATCH * ROUNDS).map((path) => {
    const query = itemsQuerySchema.parse(
      Object.fromEntries(new URL(path, 'http://x').searchParams),
    );
    return { query, text: query.search ?? '' };
  });
  const ways = {
    'built per request': ({ query, text }: (typeof searches)[number]) =>
      searchByItems(database.db, buildItemsSearch(query, { kind: 'words', text })),
    prepared: ({ query, text }: (typeof searches)[number]) =>
      textSearch.searchWords(effectiveSort(query.sort, true), wordSearchParams(query, text)),
  };
  const spent = { 'built per request': 0, prepared: 0 };
  let next = 0;
  // The first round warms both up and is not counted.
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, search] of Object.entries(ways) as [
      keyof typeof ways,
      typeof ways.prepared,
    ][]) {
      const started = performance.now();
      for (const item of searches.slice(next, next + BATCH)) await search(item);
      next += BATCH;
      if (round > 0) spent[name] += performance.now() - started;
    }
  }
  const searched = BATCH * (ROUNDS - 1);
  for (const [name, ms] of Object.entries(spent)) {
    console.log(`${database.kind}, ${name}: ${(ms / searched).toFixed(2)} ms per search`);
  }
}

async function main() {
  if (process.argv[2] === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set');
    const scratch = `lendwell_compare_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${scratch}`).finally(() => admin.end());
    const url = new URL(adminUrl);
    url.pathname = `/${scratch}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const database = wrapPostgres(pool);
    try {
      await compare(database, (text, params) => pool.query(text, params));
    } finally {
      // Both of its pools: the prepared reads have connections of their own.
      await database.close();
      await dropDatabase(scratch);
    }
    return;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(client);
  try {
    await compare(database, (text, params) => client.query(text, params));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
