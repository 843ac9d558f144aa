import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { prepareTemplate, type TestDatabaseKind } from './databases';
import { startS3Server } from './s3Server';

export default async function setup(project: TestProject) {
  mkdirSync('.tmp', { recursive: true });
  const kind: TestDatabaseKind = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  await prepareTemplate(kind);
  if (project.name !== 'api-s3') return;
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.close();
}
