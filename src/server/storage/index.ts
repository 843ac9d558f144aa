import { createLocalImageStorage, type ImageStorage } from './imageStorage';
import { createS3ImageStorage, type S3StorageSettings } from './s3ImageStorage';

export type ImageStorageSettings =
  | { kind: 'local'; directory: string }
  | ({ kind: 's3' } & S3StorageSettings);

/** The one place that turns settings into a storage: main.ts, the CLI and the tests use it. */
export async function createImageStorage(settings: ImageStorageSettings): Promise<ImageStorage> {
  return settings.kind === 's3'
    ? createS3ImageStorage(settings)
    : createLocalImageStorage(settings.directory);
}
