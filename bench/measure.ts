import Fastify from 'fastify';
import type { LoadResult, LoadTarget } from './loadWorker';
import { cpuSecondsOf, ownCpuSeconds, postgresCpuSeconds } from './processCpu';
import { runLoad } from './runLoad';

export const CONNECTIONS = 20;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
/** Comma-separated words: only the scenarios whose name contains one of them run. */
const SCENARIO_FILTER = (process.env.BENCH_SCENARIOS ?? '').split(',').filter(Boolean);

export function scenarioSelected(scenario: string): boolean {
  return SCENARIO_FILTER.length === 0 || SCENARIO_FILTER.some((word) => scenario.includes(word));
}

/** A measured run, and the CPU time per answered request of the server and of PostgreSQL. */
export interface Measured extends LoadResult {
  /** This process: the app under test (or the bare route), the bench itself idle meanwhile. */
  serverCpuUs: number;
  /** Every PostgreSQL process on the machine; undefined where /proc cannot tell. */
  postgresCpuUs: number | undefined;
  /** The helper process named to measure() (an S3 server the app reads from), when there is one. */
  helperCpuUs?: number;
}

type LoadPaths = (string | LoadTarget)[];

/**
 * A short warm-up first (JIT, connections, caches), on other paths when a run must miss caches.
 * `helperPid`: another process the server waits on, whose CPU per request is reported too.
 */
export async function measure(
  url: string,
  paths: LoadPaths,
  warmUpPaths = paths,
  helperPid?: number,
): Promise<Measured> {
  const load = { url, connections: CONNECTIONS };
  await runLoad({ ...load, paths: warmUpPaths, durationSeconds: WARM_UP_SECONDS });
  const server = ownCpuSeconds();
  const postgres = postgresCpuSeconds();
  const helper = helperPid === undefined ? 0 : cpuSecondsOf(helperPid);
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
    helperCpuUs: helperPid === undefined ? undefined : perRequest(cpuSecondsOf(helperPid) - helper),
  };
}

/** The bare Fastify route, measured just before a scenario so both see the same machine load. */
export async function baseline(): Promise<Measured> {
  const app = Fastify();
  app.get('/json', async () => ({ hello: 'world' }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await measure(url, ['/json']);
  } finally {
    await app.close();
  }
}
