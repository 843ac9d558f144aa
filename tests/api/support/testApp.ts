import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type App, type AppDeps, buildApp } from '../../../src/server/app';
import type { ImageStorage } from '../../../src/server/storage/imageStorage';
import { lendTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases';
import { prepareTestStorage, storageKind, testImageStorage } from './testStorage';

export const databaseKind: TestDatabaseKind =
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestContext {
  readonly app: App;
  readonly database: TestDatabase;
  /** A fresh folder per test file, removed afterwards; with S3 storage it must stay empty. */
  readonly uploadsDir: string;
  /** Where the app stores images: that folder, or (api-s3) the file's bucket. */
  readonly imageStorage: ImageStorage;
}

/**
 * One app per test file, on a database emptied before each test (on PGlite, one the worker
 * lends to each of its files in turn). Auth rate limits are lifted
 * unless a test asks for them, so that suites may sign up many users from one address, and
 * password hashes are cheap, as they are many. Mail stays in the database unless a test gives
 * `mail: { smtpUrl }`.
 */
export function setupTestApp(overrides: Partial<Omit<AppDeps, 'db'>> = {}): TestContext {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  let imageStorage: ImageStorage | undefined;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'lendwell-uploads-'));

  beforeAll(async () => {
    await prepareTestStorage(uploadsDir);
    imageStorage = await testImageStorage(uploadsDir);
    database = await lendTestDatabase(databaseKind);
    app = await buildApp({
      db: database.db,
      listen: database.listen,
      imageStorage,
      authRateLimitPerMinute: 10_000,
      signInAccountLimit: { perAccount: 10_000, windowMs: 60_000 },
      signUpRateLimit: { perAddress: 10_000, perEmail: 10_000, windowMs: 60_000 },
      passwordResetRateLimit: { perAddress: 10_000, perEmail: 10_000, windowMs: 60_000 },
      emailChangeRateLimit: { perAddress: 10_000, perEmail: 10_000, windowMs: 60_000 },
      accountMailRateLimit: { perAccount: 10_000, windowMs: 60_000 },
      testEmailRateLimitPerMinute: 10_000,
      savedSearchRateLimitPerMinute: 10_000,
      payoutRateLimitPerMinute: 10_000,
      reportRateLimitPerMinute: 10_000,
      calendarFeedRateLimitPerMinute: 10_000,
      claimRateLimitPerMinute: 10_000,
      passwordHashCost: 'test',
      // Test servers are not production: the local mailbox is there, as on the e2e server.
      mail: { devMailbox: true },
      ...overrides,
    });
  });

  beforeEach(async () => {
    await database?.reset();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    const leftOnDisk = readdirSync(uploadsDir);
    rmSync(uploadsDir, { recursive: true, force: true });
    // The promise of object storage: nothing of the images on the app server's own disk.
    if (storageKind === 's3') expect(leftOnDisk).toEqual([]);
  });

  return {
    uploadsDir,
    get imageStorage() {
      if (!imageStorage) throw new Error('the test storage is not ready: use it inside a test');
      return imageStorage;
    },
    get app() {
      if (!app) throw new Error('the test app is not ready: use it inside a test');
      return app;
    },
    get database() {
      if (!database) throw new Error('the test database is not ready: use it inside a test');
      return database;
    },
  };
}
