import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const START_TIMEOUT_MS = 5 * 60 * 1000;

export interface RunningServer {
  baseUrl: string;
  stop: () => void;
}

async function isUp(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts what users start, `npm start` (build if stale, then the server), on a scratch data
 * folder that the demo seed fills, so every measurement sees the same pages.
 */
export async function startServer(port: number): Promise<RunningServer> {
  const dataDir = `.tmp/lighthouse-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await isUp(baseUrl)) throw new Error(`Something already answers on ${baseUrl}`);

  // Its own process group, so that stopping it also stops the server npm started.
  const server: ChildProcess = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'on',
      // Production refuses the demo's published logins unless told: this server listens on
      // the loopback address only, for the measurement, on a scratch folder.
      ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isUp(baseUrl))) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`The server did not answer on ${baseUrl} within 5 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}

/** The demo item with the most photos: the item page at its heaviest. */
export async function itemWithPhotos(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/items?limit=50`);
  const { items } = (await response.json()) as { items: { id: string; image_urls: string[] }[] };
  const [first, ...rest] = items;
  if (!first) throw new Error('The demo seed wrote no items');
  const richest = rest.reduce(
    (best, item) => (item.image_urls.length > best.image_urls.length ? item : best),
    first,
  );
  return `/item/${richest.id}`;
}
