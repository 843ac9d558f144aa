import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

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

export interface ServerProcess {
  readonly url: string;
  /** Ends the process at once, as a crash or `kill -9` would: no shutdown runs. */
  crash(): Promise<void>;
  /** Ends it the way an operator does. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The real server (src/server/main.ts) in a process of its own, one node process and nothing
 * between, so that killing it kills the server. Resolves once it answers its health check.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not start within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
