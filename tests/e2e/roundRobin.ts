import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import { dropDatabase } from '../api/support/databases';
import { S3RVER_CREDENTIALS, type S3Server, startS3Server } from '../api/support/s3Server';
import { type ServerProcess, startServerProcess } from '../api/support/serverProcess';
import { freshDatabase } from './postgresDatabase';

/**
 * Two processes of the compiled server on one PostgreSQL database of their own, behind a
 * round-robin proxy: each request goes to the next process in turn, except that every event
 * stream goes to the first and every chat message is sent through the second, so that each
 * message must cross from one process to the other to reach a browser. Photos go to an
 * S3-compatible server in this process, as servers on separate machines share a bucket, not a
 * folder.
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

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

const BUCKET = 'lendwell-e2e-photos';

function serverEnv(databaseUrl: string, dataDir: string, s3: S3Server): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'off',
    TRUST_PROXY: 'true',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** Both processes, or none: one that started is stopped when the other fails to. */
async function startBoth(env: Record<string, string>): Promise<ServerProcess[]> {
  const started = await Promise.allSettled([0, 1].map(() => startServerProcess(env)));
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (!failure) return running;
  await Promise.all(running.map((server) => server.stop()));
  throw failure.reason;
}

/** The event streams go to the first process. */
export const STREAM_UPSTREAM = 0;
/** Chat messages are sent through the second. */
export const MESSAGE_UPSTREAM = 1;

export const isEventStream = (path: string) => path.startsWith('/api/events');
export const isChatMessage = (method: string, path: string) =>
  method === 'POST' && /^\/api\/messages(\?|$)/.test(path);

export async function startRoundRobinSite(name: string): Promise<RoundRobinSite> {
  const databaseUrl = await freshDatabase(name);
  const dataDir = `.tmp/e2e-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const s3 = await startS3Server([BUCKET]);
  let upstreams: ServerProcess[];
  try {
    upstreams = await startBoth(serverEnv(databaseUrl, dataDir, s3));
  } catch (error) {
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(name);
    throw error;
  }
  const counts = upstreams.map(() => 0);
  const log: RoundRobinSite['log'] = [];
  let next = 0;
  const proxy = createProxyServer({ xfwd: true });
  const upstreamFor = (method: string, path: string) => {
    if (isEventStream(path)) return STREAM_UPSTREAM;
    if (isChatMessage(method, path)) return MESSAGE_UPSTREAM;
    const upstream = next;
    next = (next + 1) % upstreams.length;
    return upstream;
  };
  const server = createServer((request, response) => {
    const upstream = upstreamFor(request.method ?? '', request.url ?? '');
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
      await Promise.all(upstreams.map((upstream) => upstream.stop()));
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(name);
    },
  };
}
