import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * A server of a journey's own, for journeys that restart it: the shared one must stay up for
 * the others. Its data folder survives a restart, as a real deployment's does. It runs the
 * compiled server, which scripts/e2e-server.mjs built before the journeys began.
 */
export interface OwnServer {
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${url} did not start`);
}

/** The settings of a journey's own server, before a journey adds to them. */
function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
  };
}

/** An administrator made in the server's empty data folder by `admin:create`, before it starts. */
export interface FirstAdministrator {
  email: string;
  password: string;
}

/**
 * `env` adds to or replaces the settings below (a mail server, demo data); `administrator` is
 * created with the operator's command before the first start.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string> = {},
  administrator?: FirstAdministrator,
): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (administrator) {
    const created = spawnSync(
      process.execPath,
      ['dist/server/cli.js', 'admin:create', '--email', administrator.email],
      { env: serverEnv(port, dataDir), input: `${administrator.password}\n`, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  }

  async function start(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...serverEnv(port, dataDir), ...env },
    });
    await waitUntilHealthy(url, child);
    return child;
  }

  async function stop(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  let current = await start();
  return {
    url,
    async restart() {
      await stop(current);
      current = await start();
    },
    stop: () => stop(current),
  };
}
