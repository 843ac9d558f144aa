import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogs } from './scripts/vite/catalogs';

/** Suites about several server processes on one database: PostgreSQL only, by their nature. */
const POSTGRES_ONLY = 'tests/api/**/*.postgres.test.ts';

/** The suites that store images, run again with S3 storage (s3rver) on the embedded database. */
const STORING_IMAGES = [
  'tests/api/uploads*.test.ts',
  'tests/api/items*.test.ts',
  'tests/api/security.uploads.test.ts',
  'tests/api/seed.test.ts',
  'tests/api/account.deleted.test.ts',
];

/** Suites of a marketplace in Canada only: its postal codes, phones, places by city, kilometres. */
const CANADA_ONLY = 'tests/api/canada.*.test.ts';

/**
 * The marketplace in Canada (CAD, A1A 1A1, kilometres, en-CA) runs its own suites and the main
 * journey's: listing, booking, paying, fees and refunds. Finding nearby is its own there.
 */
const CANADA_SUITES = [
  CANADA_ONLY,
  'tests/api/items.test.ts',
  'tests/api/bookings.create.test.ts',
  'tests/api/payments.checkout.test.ts',
  'tests/api/payments.local.test.ts',
  'tests/api/money.fees.test.ts',
  'tests/api/money.cancellation.test.ts',
];

interface ApiProject {
  name: string;
  database: 'pglite' | 'postgres';
  storage?: 'local' | 's3';
  /** The marketplace's country (MARKETPLACE_COUNTRY); the US unless given. */
  country?: 'CA';
}

const apiProject = ({ name, database, storage = 'local', country }: ApiProject) => ({
  test: {
    name,
    include: country
      ? CANADA_SUITES
      : storage === 's3'
        ? STORING_IMAGES
        : ['tests/api/**/*.test.ts'],
    exclude: [...(database === 'pglite' ? [POSTGRES_ONLY] : []), ...(country ? [] : [CANADA_ONLY])],
    globalSetup: ['tests/api/support/globalSetup.ts'],
    // The US is the default marketplace; another country's projects set theirs in each file.
    setupFiles: country ? ['tests/api/support/marketplace.ts'] : [],
    env: {
      TEST_DB_KIND: database,
      TEST_STORAGE: storage,
      ...(country && { MARKETPLACE_COUNTRY: country }),
      // The AWS SDK's notice that its 2027 releases need Node 22 (see decision 0031), once per
      // test file, would bury the warnings worth reading; production still prints it.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files of a worker share its loaded modules instead of importing the whole server again
    // for each (about 1.4 s a file): every file still builds its own app and database.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Each project's count at the end, and the figures of `npm run test:profile`.
    reporters: ['default', './scripts/test/vitestProjectReport.ts'],
    // Vitest leaves a core free by default, which on two cores means one file at a time. The API
    // files wait often enough (on PostgreSQL, on servers in processes of their own, on SMTP and
    // S3) that one worker more than there are cores keeps the cores busy: measured 5.4 min
    // against 6.1 min with a worker per core on two cores.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        // The web's modules load their words from the catalogs' virtual module, as in the app.
        plugins: [catalogs()],
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      apiProject({ name: 'api', database: 'pglite' }),
      apiProject({ name: 'api-s3', database: 'pglite', storage: 's3' }),
      apiProject({ name: 'api-canada', database: 'pglite', country: 'CA' }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject({ name: 'api-postgres', database: 'postgres' }),
            apiProject({ name: 'api-canada-postgres', database: 'postgres', country: 'CA' }),
          ]
        : []),
    ],
  },
});
