/**
 * `npm run quality:load`: 50 connections of mixed traffic (browse, search, item page, sign-in,
 * booking, message) against the real server process for 60 s, and the bare health route in
 * the same run, on PGlite and on PostgreSQL. Every answer must be a success. The server's
 * resident memory is read after each scenario.
 */
import type { LoadResult, LoadTarget } from '../bench/loadWorker';
import { type ProcessMemory, processMemory } from '../bench/processMemory';
import { runLoad } from '../bench/runLoad';
import { seedBenchItems } from '../bench/seedItems';
import { earliestTodayOnEarth } from '../src/shared/calendarDates';
import { MIX_DESCRIPTION, mixedTraffic } from './load/traffic';
import { type Account, signUpOver } from './support/accounts';
import { DATABASE_NAMES, openEmptyDatabase, scratchDirectory } from './support/databases';
import { type DatabaseKind, numberOption, PORTS, scriptOptions } from './support/options';
import {
  createVerdicts,
  markdownTable,
  printFigures,
  round,
  runHeading,
  runScript,
  type Verdicts,
} from './support/report';
import { startServer } from './support/serverProcess';

const options = scriptOptions(['seconds', 'connections']);
const SECONDS = numberOption(options, 'seconds', 60, 5);
const CONNECTIONS = numberOption(options, 'connections', 50, 50);
const ITEMS = 10_000;
const RENTERS = 20;
/** What the server may hold after the mixed traffic: a small machine or container runs it. */
const RESIDENT_LIMIT_MB = 500;
/**
 * The load comes from one address and a few accounts, which the per-address and per-account
 * limits (sign-in, messages) exist to stop; they are lifted so that the run measures the work.
 */
const LIMITS_LIFTED = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  MESSAGE_RATE_LIMIT_PER_MINUTE: '100000000',
};

/** Items and owners written straight into the database before the server opens it. */
async function seed(kind: DatabaseKind, dataDir: string) {
  const { database, run } = await openEmptyDatabase(kind, dataDir);
  try {
    await seedBenchItems(run, ITEMS, 500);
    const items = await run(
      `SELECT id, owner_id FROM items
       WHERE status = 'active' AND availability = 'Available' AND duration = 'day'
       ORDER BY random() LIMIT 500`,
    );
    const categories = await run('SELECT id FROM categories ORDER BY id');
    return {
      items: (items.rows as { id: string; owner_id: string }[]).map((row) => ({
        id: row.id,
        ownerId: row.owner_id,
      })),
      categories: (categories.rows as { id: number }[]).map((row) => row.id),
    };
  } finally {
    await database.close();
  }
}

function memoryOf(pid: number | undefined): ProcessMemory {
  if (pid === undefined) throw new Error('the server process has no pid');
  return processMemory(pid);
}

function measure(url: string, paths: (string | LoadTarget)[], seconds: number) {
  return runLoad({ url, paths, connections: CONNECTIONS, durationSeconds: seconds });
}

async function onDatabase(kind: DatabaseKind, verdicts: Verdicts) {
  const dataDir = scratchDirectory('load');
  const world = await seed(kind, dataDir.path);
  const server = await startServer({
    kind,
    port: PORTS.load,
    dataDir: dataDir.path,
    env: LIMITS_LIFTED,
  });
  try {
    const renters: Account[] = [];
    for (let index = 0; index < RENTERS; index += 1) renters.push(await signUpOver(server.url));
    const traffic = mixedTraffic({ ...world, renters, today: earliestTodayOnEarth(new Date()) });
    // Warm-up: JIT, connection pools, caches.
    await measure(server.url, traffic, Math.min(5, SECONDS));
    const mixed = await measure(server.url, traffic, SECONDS);
    const afterMixed = memoryOf(server.child.pid);
    const bare = await measure(server.url, ['/api/health'], SECONDS);
    const afterBare = memoryOf(server.child.pid);
    for (const [scenario, result] of [
      ['mixed traffic', mixed],
      ['bare route', bare],
    ] as const) {
      verdicts.check(
        result.failures === 0,
        `${kind}, ${scenario}: no error responses and no socket errors`,
        `${result.non2xx} non-2xx, ${result.errors} socket errors (${result.timeouts} timeouts)`,
      );
    }
    verdicts.check(
      afterMixed.residentMb < RESIDENT_LIMIT_MB,
      `${kind}: the server holds under ${RESIDENT_LIMIT_MB} MB after the mixed traffic`,
      `${afterMixed.residentMb} MB`,
    );
    return { mixed: { ...mixed, ...afterMixed }, bare: { ...bare, ...afterBare } };
  } finally {
    await server.stop();
    dataDir.remove();
  }
}

function row(
  database: string,
  scenario: string,
  result: LoadResult & ProcessMemory,
  base: LoadResult,
) {
  const codes = Object.entries(result.statusCodes)
    .map(([code, count]) => `${count}×${code}`)
    .join(' ');
  return [
    database,
    scenario,
    result.requests,
    Math.round(result.requestsPerSecond),
    `${round((result.requestsPerSecond / base.requestsPerSecond) * 100)} %`,
    result.p50Ms,
    result.p99Ms,
    result.non2xx,
    result.errors,
    result.residentMb,
    result.peakResidentMb,
    codes,
  ];
}

async function main() {
  const verdicts = createVerdicts('quality:load');
  const heading = runHeading('Load');
  const rows: (string | number)[][] = [];
  for (const kind of options.databases) {
    console.log(`${DATABASE_NAMES[kind]}: ${CONNECTIONS} connections, ${SECONDS} s per scenario`);
    const { mixed, bare } = await onDatabase(kind, verdicts);
    rows.push(row(DATABASE_NAMES[kind], 'bare route (GET /api/health)', bare, bare));
    rows.push(row(DATABASE_NAMES[kind], 'mixed traffic', mixed, bare));
  }
  printFigures(
    `${heading}\n\n${CONNECTIONS} connections, ${SECONDS} s per scenario; ${ITEMS.toLocaleString('en-US')} items; mix: ${MIX_DESCRIPTION}; rate limits lifted for the run (AUTH_RATE_LIMIT_PER_MINUTE, MESSAGE_RATE_LIMIT_PER_MINUTE); the server's resident memory (RSS) when the scenario ended and the most it had held until then.\n\n${markdownTable(
      [
        'database',
        'scenario',
        'requests',
        'req/s',
        'of bare',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'socket errors',
        'RSS after MB',
        'peak RSS MB',
        'answers',
      ],
      rows,
    )}`,
  );
  verdicts.finish();
}

runScript(main);
