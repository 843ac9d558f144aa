import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { dropDatabase } from '../api/support/databases';
import { S3RVER_CREDENTIALS, type S3Server, startS3Server } from '../api/support/s3Server';

/**
 * Two processes of the compiled server on one PostgreSQL database of their own, behind a
 * round-robin proxy: each request goes to the next process in turn, event streams included.
 * Photos go to an S3-compatible server in this process, as servers on separate machines share a
 * bucket, not a folder.
 */
export interface RoundRobinSite {
  /** The proxy's address: the site as browsers see it. */
  url: string;
  /** How many requests each process served, in upstream order. */
  served(): number[];
  /** Whether a process made an upload folder of its own (photos belong in the bucket). */
  photosStoredLocally(): boolean;
  /** Which process (its index) served each request, by method and path. */
  log: { method: string; path: string; upstream: number }[];
  stop(): Promise<void>;
}

function adminUrl(database?: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL must be set for the two-process journey');
  const url = new URL(base);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database, so that neither the API tests' nor another run's is touched. */
async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await admin(`CREATE DATABASE ${name}`);
  const url = adminUrl(name);
  // Migrated here once, before the processes start, rather than by both of them at once.
  const database = openPostgres(url, 1);
  await database.migrate();
  await database.close();
  return url;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const BUCKET = 'lendwell-e2e-photos';

async function startProcess(
  databaseUrl: string,
  dataDir: string,
  s3: S3Server,
): Promise<ChildProcess & { url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`a server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Object.assign(child, { url });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on ${url} did not start`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export async function startRoundRobinSite(name: string): Promise<RoundRobinSite> {
  const databaseUrl = await freshDatabase(name);
  const dataDir = `.tmp/e2e-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const s3 = await startS3Server([BUCKET]);
  const upstreams = await Promise.all([
    startProcess(databaseUrl, dataDir, s3),
    startProcess(databaseUrl, dataDir, s3),
  ]);
  const counts = upstreams.map(() => 0);
  const log: RoundRobinSite['log'] = [];
  let next = 0;
  const proxy = createProxyServer({ xfwd: true });
  const server = createServer((request, response) => {
    const upstream = next;
    next = (next + 1) % upstreams.length;
    counts[upstream] = (counts[upstream] ?? 0) + 1;
    log.push({ method: request.method ?? '', path: request.url ?? '', upstream });
    const target = upstreams[upstream]?.url ?? '';
    proxy.web(request, response, { target }, () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  const port = await listen(server);

  return {
    url: `http://127.0.0.1:${port}`,
    served: () => [...counts],
    photosStoredLocally: () => existsSync(join(dataDir, 'uploads')),
    log,
    async stop() {
      // Open event streams would keep the proxy from closing.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
      await Promise.all(upstreams.map(stopProcess));
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(name);
    },
  };
}
