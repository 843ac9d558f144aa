/**
 * `npm run bench`: 100,000 items, the real app on a random port, and autocannon against item
 * search, item detail and a bare Fastify route (measured again just before each scenario, so
 * that each ratio compares two runs under the same machine load); on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set (in a scratch database that is dropped afterwards). Beside each
 * figure, the CPU time per request of the server and of PostgreSQL: which one a scenario waits
 * for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '../src/server/app';
import {
  type Database,
  PGLITE_EXTENSIONS,
  PGLITE_START_PARAMS,
  wrapPglite,
  wrapPostgres,
} from '../src/server/db/client';
import { createLocalImageStorage } from '../src/server/storage/imageStorage';
import type { ItemsPage } from '../src/shared/schemas/items';
import { dropDatabase } from '../tests/api/support/databases';
import type { LoadResult } from './loadWorker';
import { ownCpuSeconds, postgresCpuSeconds } from './processCpu';
import { searchPaths, uncachedSearchPaths } from './queries';
import { runLoad } from './runLoad';
import { type RunSql, seedBenchItems } from './seedItems';

const ITEM_COUNT = 100_000;
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
/** Comma-separated words: only the scenarios whose name contains one of them run. */
const SCENARIO_FILTER = (process.env.BENCH_SCENARIOS ?? '').split(',').filter(Boolean);
/** `pglite`, `postgres` or both (the default); PostgreSQL also needs TEST_DATABASE_URL. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

function scenarioSelected(scenario: string): boolean {
  return SCENARIO_FILTER.length === 0 || SCENARIO_FILTER.some((word) => scenario.includes(word));
}

/** A measured run, and the CPU time per answered request of the server and of PostgreSQL. */
interface Measured extends LoadResult {
  /** This process: the app under test (or the bare route), the bench itself idle meanwhile. */
  serverCpuUs: number;
  /** Every PostgreSQL process on the machine; undefined where /proc cannot tell. */
  postgresCpuUs: number | undefined;
}

interface Row {
  database: string;
  scenario: string;
  result: Measured;
  /** The bare route measured just before, so that both saw the same load on a shared machine. */
  bare: LoadResult;
}

/** A short warm-up first (JIT, connections, caches), on other paths when a run must miss caches. */
async function measure(url: string, paths: string[], warmUpPaths = paths): Promise<Measured> {
  const load = { url, connections: CONNECTIONS };
  await runLoad({ ...load, paths: warmUpPaths, durationSeconds: WARM_UP_SECONDS });
  const server = ownCpuSeconds();
  const postgres = postgresCpuSeconds();
  const result = await runLoad({ ...load, paths, durationSeconds: DURATION_SECONDS });
  const perRequest = (seconds: number) =>
    Math.round((seconds * 1_000_000) / Math.max(1, result.requests));
  const postgresAfter = postgresCpuSeconds();
  return {
    ...result,
    serverCpuUs: perRequest(ownCpuSeconds() - server),
    postgresCpuUs:
      postgres === undefined || postgresAfter === undefined
        ? undefined
        : perRequest(postgresAfter - postgres),
  };
}

async function baseline(): Promise<LoadResult> {
  const app = Fastify();
  app.get('/json', async () => ({ hello: 'world' }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await measure(url, ['/json']);
  } finally {
    await app.close();
  }
}

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
    const popular = detailPaths.slice(0, 2000);
    const scenarios: [string, string[], string[]?][] = [
      ['item detail, 2,000 popular items', popular],
      // Warm up on the other end of the list, so that the measured requests miss the cache.
      ['item detail, every item once', detailPaths, [...detailPaths].reverse()],
      ['search (text + filters), 400 searches repeated', searches],
      ['search (text + filters), every search new', uncached, [...uncached].reverse()],
      ['browse, no text', ['/api/items', '/api/items?limit=6', '/api/items?category=3&page=2']],
    ];
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
  console.log(`  searches match ${Math.round(matches / paths.length)} items on average`);
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
  const rows = DATABASES.includes('pglite') ? await onPglite() : [];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl && DATABASES.includes('postgres')) rows.push(...(await onPostgres(postgresUrl)));
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
