import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A real server process (the compiled dist/server/main.js) on its own port. */
export interface ServerProcess {
  readonly url: string;
  /** Everything it wrote, for a failure message. */
  output(): string;
  /** Ends the process at once, as a crash or `kill -9` would: no shutdown runs. */
  crash(): Promise<void>;
  /** Ends it the way an operator does. */
  stop(): Promise<void>;
  /** Sends a signal and returns at once. */
  signal(name: NodeJS.Signals): void;
  /** Resolves once the process has ended, with its exit code (null when a signal ended it). */
  exitCode(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Resolve once it has started, without waiting for it to be ready (default: wait). */
  untilReady?: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function ready(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready within 90 s:\n${output()}`);
}

/**
 * The production entry point in a process of its own, one node process and nothing between, so
 * that killing it kills the server. It runs dist/server/main.js, as `npm start` does, which the
 * global setup built from the sources under test: starting it takes a fraction of compiling the
 * sources on the way. `env` adds to the test defaults (a temporary DATA_DIR unless
 * it names one). Resolves once the server says it is ready for traffic, unless told not to wait.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'lendwell-process-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: 'test',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
      SIGNUP_EMAIL_RATE_LIMIT_PER_HOUR: '1000',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  if (options.untilReady !== false) await ready(url, child, () => log);
  const removeDataDir = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return {
    url,
    output: () => log,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
      removeDataDir();
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited(child);
      removeDataDir();
    },
    signal(name) {
      child.kill(name);
    },
    async exitCode() {
      await exited(child);
      return child.exitCode;
    },
  };
}
