import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Suites about several server processes on one database: PostgreSQL only, by their nature. */
const POSTGRES_ONLY = 'tests/api/**/*.postgres.test.ts';

const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: database === 'pglite' ? [POSTGRES_ONLY] : [],
    globalSetup: ['tests/api/support/globalSetup.ts'],
    env: { TEST_DB_KIND: database },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on two cores means one file at a time; the
    // API files wait on their embedded databases often enough that two at a time is faster.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
