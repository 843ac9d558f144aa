/**
 * `npm run bench`: 100,000 items, the real app on a random port, and autocannon against item
 * search, item detail and a bare Fastify route (measured again just before each scenario, so
 * that each ratio compares two runs under the same machine load); on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set (in a scratch database that is dropped afterwards). Beside each
 * figure, the CPU time per request of the server and of PostgreSQL: which one a scenario waits
 * for. Then photos served from local storage and from S3 (photos.ts); the item scenarios, and
 * their seeding, are skipped when BENCH_SCENARIOS selects none of them (`photo`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type App, buildApp } from '../src/server/app';
import {
  type Database,
  PGLITE_EXTENSIONS,
  PGLITE_START_PARAMS,
  wrapPglite,
  wrapPostgres,
} from '../src/server/db/client';
import { knownZipCodes } from '../src/server/features/places';
import { createLocalImageStorage } from '../src/server/storage/imageStorage';
import type { ItemsPage } from '../src/shared/schemas/items';
import { dropDatabase } from '../tests/api/support/databases';
import type { LoadResult } from './loadWorker';
import {
  baseline,
  CONNECTIONS,
  DURATION_SECONDS,
  type Measured,
  measure,
  scenarioSelected,
} from './measure';
import { benchPhotos, printPhotoTable } from './photos';
import { nearPaths, searchPaths, uncachedSearchPaths } from './queries';
import { type RunSql, seedBenchItems } from './seedItems';

const ITEM_COUNT = 100_000;
/** `pglite`, `postgres` or both (the default); PostgreSQL also needs TEST_DATABASE_URL. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

interface Row {
  database: string;
  scenario: string;
  result: Measured;
  /** The bare route measured just before, so that both saw the same load on a shared machine. */
  bare: LoadResult;
}

interface ItemPaths {
  detail: string[];
  searches: string[];
  uncached: string[];
  near: string[];
  nearAnything: string[];
}

/** Each scenario's name, paths and (when the run must miss caches) warm-up paths. */
function itemScenarios({
  detail,
  searches,
  uncached,
  near,
  nearAnything,
}: ItemPaths): [string, string[], string[]?][] {
  return [
    ['item detail, 2,000 popular items', detail.slice(0, 2000)],
    // Warm up on the other end of the list, so that the measured requests miss the cache.
    ['item detail, every item once', detail, [...detail].reverse()],
    ['search (text + filters), 400 searches repeated', searches],
    ['search (text + filters), every search new', uncached, [...uncached].reverse()],
    ['browse, no text', ['/api/items', '/api/items?limit=6', '/api/items?category=3&page=2']],
    ['near ZIP within 10 miles + dates + text, every search new', near, [...near].reverse()],
    [
      'near ZIP within 10 miles + dates, no text, every search new',
      nearAnything,
      [...nearAnything].reverse(),
    ],
  ];
}

/** Seeding 100,000 items is worth its time only when one of their scenarios runs. */
const itemScenariosSelected = () =>
  itemScenarios({ detail: [], searches: [], uncached: [], near: [], nearAnything: [] }).some(
    ([name]) => scenarioSelected(name),
  );

async function benchDatabase(name: string, database: Database, run: RunSql): Promise<Row[]> {
  const started = performance.now();
  await database.migrate();
  await seedBenchItems(run, ITEM_COUNT);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${name}: ${ITEM_COUNT.toLocaleString('en-US')} items seeded in ${seconds} s`);

  const { rows } = await run("SELECT id FROM items WHERE status = 'active' ORDER BY random()");
  const detailPaths = rows.map((row) => `/api/items/${(row as { id: string }).id}`);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'lendwell-bench-'));
  const app = await buildApp({
    db: database.db,
    // As `npm start` runs: changes are heard, so item pages stay in memory until one comes.
    listen: database.listen,
    imageStorage: createLocalImageStorage(uploadsDir),
  });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const searches = searchPaths(400);
    await reportMatches(app, searches);
    // More than a run can send, so that no search repeats; warm-up takes the other end.
    const uncached = uncachedSearchPaths(60_000);
    const near = nearPaths(60_000, knownZipCodes());
    const nearAnything = nearPaths(60_000, knownZipCodes(), { seed: 9, words: false });
    // From the middle of the lists, which neither the warm-up nor the run reaches.
    await reportMatches(app, near.slice(30_000, 30_400));
    await reportMatches(app, nearAnything.slice(30_000, 30_400));
    const scenarios = itemScenarios({
      detail: detailPaths,
      searches,
      uncached,
      near,
      nearAnything,
    });
    const results: Row[] = [];
    for (const [scenario, paths, warmUpPaths] of scenarios) {
      if (!scenarioSelected(scenario)) continue;
      const bare = await baseline();
      const result = await measure(url, paths, warmUpPaths);
      results.push({ database: name, scenario, result, bare });
    }
    return results;
  } finally {
    await app.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** How many items the benchmark's searches match, for reading the figures. */
async function reportMatches(app: App, paths: string[]) {
  let matches = 0;
  for (const url of paths) matches += (await app.inject({ url })).json<ItemsPage>().total;
  console.log(`  searches match ${(matches / paths.length).toFixed(1)} items on average`);
}

async function onPglite(): Promise<Row[]> {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  const database = wrapPglite(client);
  try {
    return await benchDatabase('PGlite', database, (text, params) => client.query(text, params));
  } finally {
    await database.close();
  }
}

async function onPostgres(adminUrl: string): Promise<Row[]> {
  const scratch = `lendwell_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${scratch}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const database = wrapPostgres(pool);
  try {
    return await benchDatabase('PostgreSQL', database, (text, params) => pool.query(text, params));
  } finally {
    // Not WITH (FORCE): that would cut the pool's connections while they are still closing.
    // Closing the database ends its listening connection as well as the pool.
    await database.close();
    await dropDatabase(scratch);
  }
}

function printTable(rows: Row[]) {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
  console.log(
    '| database | scenario | req/s | p50 ms | p99 ms | bare route req/s | % of bare route | server CPU µs/req | PostgreSQL CPU µs/req | failed |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const { database, scenario, result, bare } of rows) {
    const share = ((result.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0);
    // PGlite runs inside the server: its time is the server's.
    const postgres = database === 'PostgreSQL' ? (result.postgresCpuUs ?? '–') : '–';
    console.log(
      `| ${database} | ${scenario} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} | ${Math.round(bare.requestsPerSecond)} | ${share} % | ${result.serverCpuUs} | ${postgres} | ${result.failures} |`,
    );
  }
}

async function main() {
  const rows: Row[] = [];
  if (itemScenariosSelected()) {
    if (DATABASES.includes('pglite')) rows.push(...(await onPglite()));
    const postgresUrl = process.env.TEST_DATABASE_URL;
    if (postgresUrl && DATABASES.includes('postgres'))
      rows.push(...(await onPostgres(postgresUrl)));
    printTable(rows);
  }
  const photoRows = await benchPhotos();
  if (photoRows.length > 0) printPhotoTable(photoRows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
