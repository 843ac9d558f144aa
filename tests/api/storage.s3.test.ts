import { CreateBucketCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE_CONTROL,
  type ImageRead,
  type ImageStorage,
} from '../../src/server/storage/imageStorage';
import {
  createS3Client,
  createS3ImageStorage,
  type S3StorageSettings,
} from '../../src/server/storage/s3ImageStorage';
import { S3RVER_CREDENTIALS, type S3Server, startS3Server } from './support/s3Server';

const NAME = `${'c'.repeat(64)}.jpg`;
const THUMBNAIL = `${'c'.repeat(64)}.webp`;

let server: S3Server;
let settings: S3StorageSettings;
let client: S3Client;
let storage: ImageStorage;

beforeAll(async () => {
  server = await startS3Server();
  settings = {
    bucket: 'photos',
    region: 'us-east-1',
    endpoint: server.endpoint,
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
  client = await createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  storage = await createS3ImageStorage(settings);
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
});

async function readThroughServer(
  name: string,
  request: { ifNoneMatch?: string; headOnly: boolean },
): Promise<ImageRead> {
  if (storage.serving.kind !== 'through-server') throw new Error('expected through-server');
  return storage.serving.read(name, request);
}

async function bytesOf(read: ImageRead): Promise<Buffer> {
  if (read.status !== 'found' || !read.body) throw new Error(`no body: ${read.status}`);
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('S3 image storage', () => {
  it('stores an object with its type and a year-long immutable cache, under /uploads', async () => {
    await storage.put(NAME, Buffer.from('jpeg bytes'));
    await storage.put(THUMBNAIL, Buffer.from('webp bytes'));

    const head = await client.send(new HeadObjectCommand({ Bucket: 'photos', Key: NAME }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.CacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    const thumbnail = await client.send(
      new HeadObjectCommand({ Bucket: 'photos', Key: THUMBNAIL }),
    );
    expect(thumbnail.ContentType).toBe('image/webp');

    expect(storage.url(NAME)).toBe(`/uploads/${NAME}`);
    const listed = [];
    for await (const object of storage.list()) listed.push(object.name);
    expect(listed.sort()).toEqual([NAME, THUMBNAIL]);
  });

  it('renews the age of an object stored again, keeping its bytes', async () => {
    await storage.put(NAME, Buffer.from('jpeg bytes'));
    const first = await storage.storedAt(NAME);
    // LastModified counts whole seconds.
    await sleep(1_100);
    await storage.put(NAME, Buffer.from('jpeg bytes'));
    const second = await storage.storedAt(NAME);
    expect(first).toBeInstanceOf(Date);
    expect(second?.getTime()).toBeGreaterThan(first?.getTime() ?? Number.POSITIVE_INFINITY);
    expect((await bytesOf(await readThroughServer(NAME, { headOnly: false }))).toString()).toBe(
      'jpeg bytes',
    );
  });

  it('reads an object with its headers, answers HEAD without a body, and 304 on a match', async () => {
    await storage.put(NAME, Buffer.from('jpeg bytes'));
    const found = await readThroughServer(NAME, { headOnly: false });
    expect(found).toMatchObject({ status: 'found', contentType: 'image/jpeg', contentLength: 10 });
    if (found.status !== 'found' || !found.etag) throw new Error('expected an ETag');
    expect(await bytesOf(found)).toEqual(Buffer.from('jpeg bytes'));

    const head = await readThroughServer(NAME, { headOnly: true });
    expect(head).toMatchObject({ status: 'found', etag: found.etag, contentLength: 10 });
    expect(head.status === 'found' && head.body).toBeFalsy();

    const again = await readThroughServer(NAME, { headOnly: false, ifNoneMatch: found.etag });
    expect(again).toEqual({ status: 'not-modified', etag: found.etag });
    const changed = await readThroughServer(NAME, { headOnly: false, ifNoneMatch: '"other"' });
    expect(changed.status).toBe('found');
    await bytesOf(changed);
  });

  it('removes an object, and takes a name already gone in its stride', async () => {
    await storage.put(NAME, Buffer.from('jpeg bytes'));
    await storage.remove(NAME);
    await storage.remove(NAME);
    expect(await storage.storedAt(NAME)).toBeUndefined();
    expect(await readThroughServer(NAME, { headOnly: false })).toEqual({ status: 'missing' });
    expect(await readThroughServer(NAME, { headOnly: true })).toEqual({ status: 'missing' });
  });

  it("lets the service's errors through rather than swallowing them", async () => {
    const noBucket = await createS3ImageStorage({ ...settings, bucket: 'no-such-bucket' });
    await expect(noBucket.put(NAME, Buffer.from('x'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(noBucket.list()[Symbol.asyncIterator]().next()).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(noBucket.remove(NAME)).rejects.toMatchObject({ name: 'NoSuchBucket' });

    const unknownKey = await createS3ImageStorage({
      ...settings,
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'not the secret' },
    });
    await expect(unknownKey.put(NAME, Buffer.from('x'))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(unknownKey.storedAt(NAME)).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('sends browsers to S3_PUBLIC_URL when it is set, and reads through the server otherwise', async () => {
    expect(storage.serving.kind).toBe('through-server');
    const cdn = await createS3ImageStorage({
      ...settings,
      publicUrl: 'https://images.example.org/lendwell/',
    });
    if (cdn.serving.kind !== 'redirect') throw new Error('expected a redirect');
    expect(cdn.serving.origin).toBe('https://images.example.org');
    expect(cdn.serving.locationOf(NAME)).toBe(`https://images.example.org/lendwell/${NAME}`);
    expect(cdn.url(NAME)).toBe(`/uploads/${NAME}`);
  });
});
