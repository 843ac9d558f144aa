import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { imageStorageSettingsOf, loadConfig } from '../src/server/config';
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS, wrapPglite } from '../src/server/db/client';
import { storeItemPhotos } from '../src/server/seed/itemPhotos';
import { createImageStorage } from '../src/server/storage';
import type { ImageStorage } from '../src/server/storage/imageStorage';
import { S3RVER_CREDENTIALS } from '../tests/api/support/s3Server';
import type { LoadTarget } from './loadWorker';
import {
  baseline,
  CONNECTIONS,
  DURATION_SECONDS,
  type Measured,
  measure,
  scenarioSelected,
} from './measure';
import { type S3Process, startS3Process } from './s3Process';

const BUCKET = 'lendwell-bench';
const SCENARIOS = {
  local: 'photo from local storage',
  s3: 'photo from S3, through the server',
  s3NotModified: 'photo from S3, through the server, answered 304 (If-None-Match)',
};

export interface PhotoRow {
  scenario: string;
  photoBytes: number;
  result: Measured;
  bare: Measured;
}

/** A storage as main.ts makes it from these settings: S3 is read through the server. */
function storageFrom(environment: Record<string, string>, uploadsDir: string) {
  return createImageStorage(imageStorageSettingsOf(loadConfig(environment), uploadsDir));
}

/** The app on an empty database (a photo reads no row), serving photos from `imageStorage`. */
async function servePhotos(imageStorage: ImageStorage, run: (url: string) => Promise<PhotoRow[]>) {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  const database = wrapPglite(client);
  await database.migrate();
  const app = await buildApp({ db: database.db, imageStorage });
  try {
    return await run(await app.listen({ host: '127.0.0.1', port: 0 }));
  } finally {
    await app.close();
    await database.close();
  }
}

/** A demo item's list-card photo, made by the upload pipeline as the seed makes it. */
async function storePhoto(storage: ImageStorage): Promise<string> {
  const [path] = await storeItemPhotos(storage, 'Cordless drill', 1, 1);
  if (!path) throw new Error('the pipeline stored no photo');
  return path;
}

async function photoRow(
  scenario: string,
  url: string,
  target: string | LoadTarget,
  helperPid?: number,
): Promise<PhotoRow> {
  const path = typeof target === 'string' ? target : target.path;
  const photoBytes = (await (await fetch(`${url}${path}`)).arrayBuffer()).byteLength;
  const bare = await baseline();
  const result = await measure(url, [target], [target], helperPid);
  return { scenario, photoBytes, result, bare };
}

async function localRows(): Promise<PhotoRow[]> {
  if (!scenarioSelected(SCENARIOS.local)) return [];
  const uploadsDir = mkdtempSync(join(tmpdir(), 'lendwell-bench-photos-'));
  try {
    const storage = await storageFrom({}, uploadsDir);
    const path = await storePhoto(storage);
    return await servePhotos(storage, async (url) => [await photoRow(SCENARIOS.local, url, path)]);
  } finally {
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

async function s3Rows(s3: S3Process): Promise<PhotoRow[]> {
  const storage = await storageFrom(
    {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    // Unused: with S3_BUCKET set nothing is written to a folder.
    tmpdir(),
  );
  const path = await storePhoto(storage);
  return servePhotos(storage, async (url) => {
    const rows: PhotoRow[] = [];
    if (scenarioSelected(SCENARIOS.s3)) rows.push(await photoRow(SCENARIOS.s3, url, path, s3.pid));
    if (scenarioSelected(SCENARIOS.s3NotModified)) {
      // What a returning browser sends for a photo its cache holds.
      const etag = (await fetch(`${url}${path}`)).headers.get('etag') ?? '';
      const conditional = { method: 'GET' as const, path, headers: { 'if-none-match': etag } };
      rows.push(await photoRow(SCENARIOS.s3NotModified, url, conditional, s3.pid));
    }
    return rows;
  });
}

/** The photo scenarios that BENCH_SCENARIOS selects ("photo": all of them). */
export async function benchPhotos(): Promise<PhotoRow[]> {
  const rows = await localRows();
  if (!scenarioSelected(SCENARIOS.s3) && !scenarioSelected(SCENARIOS.s3NotModified)) return rows;
  const s3 = await startS3Process([BUCKET]);
  try {
    rows.push(...(await s3Rows(s3)));
  } finally {
    await s3.stop();
  }
  return rows;
}

/** Answers by status ("51234 × 200"), and sockets that got none: a 304 is no failure here. */
function answers({ statusCodes, errors }: Measured): string {
  const byStatus = Object.entries(statusCodes).map(([code, count]) => `${count} × ${code}`);
  return [...byStatus, ...(errors > 0 ? [`${errors} errors`] : [])].join(', ');
}

export function printPhotoTable(rows: PhotoRow[]) {
  console.log(`\nPhotos: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.log(
    "s3rver is far slower than S3: through it the request rate is s3rver's, not the app's. The app's own cost is its CPU per photo.\n",
  );
  console.log(
    '| scenario | photo bytes | req/s | p50 ms | p99 ms | MB/s | bare route req/s | % of bare route | server CPU µs/req | bare route CPU µs/req | s3rver CPU µs/req | answers |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const { scenario, photoBytes, result, bare } of rows) {
    const share = ((result.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0);
    const megabytes = (result.bytesPerSecond / 1_000_000).toFixed(1);
    console.log(
      `| ${scenario} | ${photoBytes} | ${Math.round(result.requestsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} | ${megabytes} | ${Math.round(bare.requestsPerSecond)} | ${share} % | ${result.serverCpuUs} | ${bare.serverCpuUs} | ${result.helperCpuUs ?? '–'} | ${answers(result)} |`,
    );
  }
}
