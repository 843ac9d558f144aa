import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageStorageSettingsOf, loadConfig } from './config';

describe('image storage settings', () => {
  it('keeps images in DATA_DIR/uploads when S3_BUCKET is not set', () => {
    const config = loadConfig({ DATA_DIR: './somewhere' });
    expect(imageStorageSettingsOf(config)).toEqual({
      kind: 'local',
      directory: join(resolve('./somewhere'), 'uploads'),
    });
  });

  it('reads every S3 setting, with us-east-1 and virtual-hosted addresses by default', () => {
    expect(imageStorageSettingsOf(loadConfig({ S3_BUCKET: 'photos' }))).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    const config = loadConfig({
      S3_BUCKET: 'photos',
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://images.example.org',
    });
    expect(imageStorageSettingsOf(config)).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://images.example.org',
    });
  });

  it('refuses an access key without its secret, and the reverse', () => {
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrowError(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'x' })).toThrowError(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses S3 settings without a bucket rather than quietly storing on the local disk', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrowError(
      /S3_BUCKET: must be set when any of S3_ENDPOINT/,
    );
  });

  it('names malformed addresses and switches', () => {
    expect(() =>
      loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrowError(/S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_PUBLIC_URL: 'cdn' })).toThrowError(
      /S3_PUBLIC_URL/,
    );
  });
});
