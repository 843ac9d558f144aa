import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type DatabaseKind, QUALITY_DATABASE_URL } from './options';

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server wrote, for the reader of a failed run. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed or closed. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown of main.ts. */
  stop(): Promise<void>;
}

export interface ServerSettings {
  kind: DatabaseKind;
  port: number;
  dataDir: string;
  /** More environment, e.g. raised rate limits. */
  env?: Record<string, string>;
  /** How long the database may take to open and migrate before the start counts as failed. */
  startTimeoutMs?: number;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server was not ready (/api/ready) within ${timeoutMs} ms`);
}

let compiled = false;

/** The scripts measure what ships: the compiled server, rebuilt when its sources changed. */
function compileServerIfStale() {
  if (compiled) return;
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], {
    cwd: PROJECT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the server failed');
  compiled = true;
}

/**
 * The production entry point (dist/server/main.js, as `npm start` runs it) in its own process,
 * on the given database. It is node itself, so that its pid is the server's and kill -9 reaches
 * the process that holds the database.
 */
export async function startServer(settings: ServerSettings): Promise<ServerProcess> {
  compileServerIfStale();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    DATA_DIR: settings.dataDir,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    ...(settings.kind === 'postgres' ? { DATABASE_URL: QUALITY_DATABASE_URL } : {}),
    ...settings.env,
  };
  // Started in its data directory, so that a developer's ./.env (read by main.ts) cannot send
  // a PGlite run to their DATABASE_URL.
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: settings.dataDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${settings.port}`;
  try {
    await waitUntilHealthy(url, child, settings.startTimeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child);
    throw new Error(`${error instanceof Error ? error.message : error}\n${output}`);
  }
  return {
    url,
    child,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
