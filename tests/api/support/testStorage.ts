import { createHash } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { imageStorageSettingsOf, loadConfig } from '../../../src/server/config';
import { createImageStorage, type ImageStorageSettings } from '../../../src/server/storage';
import type { ImageStorage } from '../../../src/server/storage/imageStorage';
import { createS3Client } from '../../../src/server/storage/s3ImageStorage';
import { S3RVER_CREDENTIALS } from './s3Server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the api-s3 project's s3rver listens. */
    s3Endpoint: string;
  }
}

/** TEST_STORAGE=s3 (the api-s3 project): images go to s3rver instead of the uploads folder. */
export const storageKind: 'local' | 's3' = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';

/** One bucket per test file, named after its uploads folder, so files never see each other's. */
function bucketOf(uploadsDir: string): string {
  return `lendwell-${createHash('sha256').update(uploadsDir).digest('hex').slice(0, 16)}`;
}

/** The S3_* settings a deployment would give, pointing at s3rver. */
function s3Environment(uploadsDir: string): Record<string, string> {
  return {
    S3_BUCKET: bucketOf(uploadsDir),
    S3_ENDPOINT: inject('s3Endpoint'),
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

function settingsOf(uploadsDir: string): ImageStorageSettings {
  const environment = storageKind === 's3' ? s3Environment(uploadsDir) : {};
  return imageStorageSettingsOf(loadConfig(environment), uploadsDir);
}

const storages = new Map<string, Promise<ImageStorage>>();

/**
 * The storage of the test file whose uploads folder this is, made by the factory main.ts uses:
 * the folder itself, or (api-s3) that file's bucket in s3rver.
 */
export function testImageStorage(uploadsDir: string): Promise<ImageStorage> {
  let storage = storages.get(uploadsDir);
  if (!storage) {
    storage = createImageStorage(settingsOf(uploadsDir));
    storages.set(uploadsDir, storage);
  }
  return storage;
}

/** Creates the test file's bucket; a folder needs nothing, storage makes it on first use. */
export async function prepareTestStorage(uploadsDir: string): Promise<void> {
  const settings = settingsOf(uploadsDir);
  if (settings.kind !== 's3') return;
  const client = await createS3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
}

/** The names stored so far, whatever the storage. */
export async function storedNames(storage: ImageStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const object of storage.list()) names.push(object.name);
  return names.sort();
}
