import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { openPostgres } from '../src/server/db/client';
import { createLocalImageStorage } from '../src/server/storage/imageStorage';
const database = openPostgres('postgres://lendwell_test:lendwell_test@127.0.0.1:5432/benchlab');
const uploadsDir = mkdtempSync(join(tmpdir(), 'lab-'));
const app = await buildApp({ db: database.db, imageStorage: createLocalImageStorage(uploadsDir), uploadsDir, logger: false });
for (const url of process.argv.slice(2)) {
  const t = performance.now();
  const r = await app.inject({ url });
  console.log(url, r.statusCode, (performance.now() - t).toFixed(1), 'ms', r.json().total);
}
await app.close(); await database.close();
