import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { dropLentDatabases, prepareTemplate, type TestDatabaseKind } from './databases';
import { startS3Server } from './s3Server';

export default async function setup(project: TestProject) {
  mkdirSync('.tmp', { recursive: true });
  const kind: TestDatabaseKind = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  await prepareTemplate(kind);
  buildServerIfStale();
  // The workers' processes are gone by the teardown: Vitest is their parent.
  if (kind === 'postgres') return () => dropLentDatabases(process.pid);
  if (project.name !== 'api-s3') return;
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.close();
}

/**
 * The compiled server, for the suites that start it as `npm start` does. Built here, before any
 * test file runs, rather than by those files: two of them building at once would each delete
 * what the other is starting.
 */
function buildServerIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the server failed');
}
