import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { prepareTemplate, type TestDatabaseKind } from './databases';

export default async function setup(project: TestProject) {
  mkdirSync('.tmp', { recursive: true });
  const kind: TestDatabaseKind = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  await prepareTemplate(kind);
}
