/**
 * `npm run bench:start`: how long the server takes from spawn to its first healthy answer, and
 * how much memory it holds idle, for the ways it can be run, side by side in one run on one
 * embedded (PGlite) database with the demo data: the compiled server that `npm start` runs,
 * and the sources through tsx as `npm start` used to. Rounds alternate the ways, so that a
 * machine busy with something else slows them alike.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processTree, processTreeResidentMb } from './processMemory';

const PROJECT = fileURLToPath(new URL('../', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 5222);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Idle time after the first healthy answer, so that start-up work (JIT, timers) has settled. */
const SETTLE_MS = 3000;

interface Way {
  name: string;
  command: string[];
}

const WAYS: Way[] = [
  {
    name: 'compiled: node dist/server/main.js (npm start)',
    command: [process.execPath, '--enable-source-maps', 'dist/server/main.js'],
  },
  {
    name: 'tsx CLI: tsx src/server/main.ts (npm start before)',
    command: [process.execPath, 'node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'],
  },
  {
    name: 'tsx loader: node --import tsx src/server/main.ts',
    command: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
  },
];

interface Sample {
  startMs: number;
  residentMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Until every pid is gone: the next start needs the database folder its lock guards. */
async function allEnded(pids: number[]) {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (pids.some(alive)) await sleep(20);
}

async function startOnce(way: Way, dataDir: string): Promise<Sample> {
  const [command, ...args] = way.command;
  if (!command) throw new Error(`${way.name} has no command`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: PROJECT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${way.name} did not start`);
  let startMs = 0;
  while (startMs === 0) {
    if (child.exitCode !== null) throw new Error(`${way.name} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) startMs = performance.now() - started;
    else await sleep(5);
  }
  await sleep(SETTLE_MS);
  const residentMb = processTreeResidentMb(pid);
  const tree = processTree(pid);
  child.kill('SIGTERM');
  await exited(child);
  await allEnded(tree);
  return { startMs: Math.round(startMs), residentMb };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function printTable(samples: Map<Way, Sample[]>) {
  const [one, five] = loadavg();
  console.log(
    `\n### Start-up figures: run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) / ${five?.toFixed(1)} (5 min) at the end, Node ${process.version}\n`,
  );
  console.log(
    `${ROUNDS} starts each on a migrated PGlite database with the demo data; start-up is spawn to the first 200 on /api/health; RSS ${SETTLE_MS / 1000} s later, the launcher's processes included.\n`,
  );
  console.log('| way | start-up ms (median) | min–max | idle RSS MB (median) | min–max |');
  console.log('| --- | ---: | --- | ---: | --- |');
  for (const [way, list] of samples) {
    const starts = list.map((sample) => sample.startMs);
    const memory = list.map((sample) => sample.residentMb);
    console.log(
      `| ${way.name} | ${median(starts)} | ${Math.min(...starts)}–${Math.max(...starts)} | ${median(memory)} | ${Math.min(...memory)}–${Math.max(...memory)} |`,
    );
  }
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], {
    cwd: PROJECT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the server failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'lendwell-start-'));
  try {
    // The first start creates, migrates and seeds the database; the measured ones reopen it.
    console.log('Preparing a database with the demo data…');
    const [first] = WAYS;
    if (first) await startOnce(first, dataDir);
    const samples = new Map<Way, Sample[]>(WAYS.map((way) => [way, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const way of WAYS) {
        const sample = await startOnce(way, dataDir);
        samples.get(way)?.push(sample);
        console.log(`round ${round}: ${way.name}: ${sample.startMs} ms, ${sample.residentMb} MB`);
      }
    }
    printTable(samples);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
