/**
 * `npm run quality:slow`: hundreds of slow or stuck clients (headers or a body a byte at a
 * time, connections that never speak) against the real server process, while a normal client
 * keeps asking; every normal request is answered quickly, and every slow socket is closed by
 * the server's own deadline (src/server/serverTimeouts.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_TIMEOUTS } from '../src/server/serverTimeouts';
import { openSlowSocket, type SlowKind, type SlowSocket } from './slow/sockets';
import { DATABASE_NAMES, resetQualityDatabase, scratchDirectory } from './support/databases';
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

const options = scriptOptions(['sockets']);
const SOCKETS = numberOption(options, 'sockets', 300, 100);
/** The deadline each kind of slow client meets, and how late past it the close may come. */
const DEADLINES: Record<SlowKind, number> = {
  'headers a byte at a time': SERVER_TIMEOUTS.headersMs,
  'nothing after connecting': SERVER_TIMEOUTS.headersMs,
  'body a byte at a time': SERVER_TIMEOUTS.requestMs,
};
const SLACK_MS = SERVER_TIMEOUTS.checkIntervalMs + 4_000;
/** A normal request slower than this while the slow clients hang on counts as not served. */
const NORMAL_LIMIT_MS = 2_000;
/** The quick run leaves out the slow bodies, whose deadline is a minute. */
const KINDS: SlowKind[] = options.quick
  ? ['headers a byte at a time', 'nothing after connecting']
  : ['headers a byte at a time', 'nothing after connecting', 'body a byte at a time'];

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** One request after another, as a person browsing would, until told to stop. */
async function normalClient(url: string, until: () => boolean) {
  const latencies: number[] = [];
  let failed = 0;
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${url}/api/items?page=1`).catch(() => undefined);
    await response?.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response?.status !== 200) failed += 1;
    await sleep(100);
  }
  return { latencies, failed };
}

async function onDatabase(kind: DatabaseKind, verdicts: Verdicts) {
  const dataDir = scratchDirectory('slow');
  if (kind === 'postgres') await resetQualityDatabase();
  const server = await startServer({ kind, port: PORTS.slow, dataDir: dataDir.path });
  try {
    let stop = false;
    const baseline = await (async () => {
      const timer = sleep(3_000).then(() => {
        stop = true;
      });
      const result = await normalClient(server.url, () => stop);
      await timer;
      return result;
    })();
    stop = false;
    const sockets: SlowSocket[] = [];
    for (let index = 0; index < SOCKETS; index += 1) {
      sockets.push(
        openSlowSocket(PORTS.slow, KINDS[index % KINDS.length] ?? 'nothing after connecting'),
      );
    }
    const longest = Math.max(...KINDS.map((slow) => DEADLINES[slow])) + SLACK_MS;
    const during = normalClient(server.url, () => stop);
    const deadline = performance.now() + longest;
    while (
      performance.now() < deadline &&
      sockets.some((socket) => socket.closedAfterMs === undefined)
    ) {
      await sleep(250);
    }
    stop = true;
    const normal = await during;

    verdicts.check(
      normal.failed === 0 && Math.max(...normal.latencies) < NORMAL_LIMIT_MS,
      `${kind}: a normal client is answered while ${SOCKETS} slow clients hang on`,
      `${normal.latencies.length} requests, ${normal.failed} failed, slowest ${round(Math.max(...normal.latencies))} ms`,
    );
    const rows = KINDS.map((slow) => {
      const ofKind = sockets.filter((socket) => socket.kind === slow);
      const closed = ofKind.filter((socket) => socket.closedAfterMs !== undefined);
      const times = closed.map((socket) => socket.closedAfterMs ?? 0);
      const late = times.filter((time) => time > DEADLINES[slow] + SLACK_MS).length;
      verdicts.check(
        closed.length === ofKind.length && late === 0,
        `${kind}: every client sending ${slow} is closed by the server's deadline (${DEADLINES[slow] / 1000} s)`,
        `${closed.length} of ${ofKind.length} closed, ${late} late`,
      );
      const answers = [...new Set(closed.map((socket) => socket.answer ?? 'none'))].join(', ');
      return [
        slow,
        ofKind.length,
        closed.length,
        `${round(Math.min(...times) / 1000, 1)} / ${round(Math.max(...times) / 1000, 1)}`,
        answers,
      ];
    });
    return { baseline, normal, rows };
  } finally {
    await server.stop();
    dataDir.remove();
  }
}

async function main() {
  const verdicts = createVerdicts('quality:slow');
  const heading = runHeading('Slow and stuck clients');
  const sections: string[] = [];
  for (const kind of options.databases) {
    console.log(`${DATABASE_NAMES[kind]}: ${SOCKETS} slow clients`);
    const { baseline, normal, rows } = await onDatabase(kind, verdicts);
    const normalFigures = (latencies: number[]) =>
      `p50 ${round(percentile(latencies, 0.5))} ms, p99 ${round(percentile(latencies, 0.99))} ms, slowest ${round(Math.max(...latencies))} ms`;
    sections.push(
      `**${DATABASE_NAMES[kind]}**: a normal client (GET /api/items, one request at a time) alone: ${baseline.latencies.length} requests, ${normalFigures(baseline.latencies)}; beside the slow clients: ${normal.latencies.length} requests, ${normal.failed} failed, ${normalFigures(normal.latencies)}.\n\n${markdownTable(['slow client', 'sockets', 'closed by the server', 'closed after s (first / last)', 'answer before closing'], rows)}`,
    );
  }
  printFigures(`${heading}\n\n${sections.join('\n\n')}`);
  verdicts.finish();
}

runScript(main);
