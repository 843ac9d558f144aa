import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  contentTypeOf,
  IMMUTABLE_CACHE_CONTROL,
  type ImageRead,
  type ImageServing,
  type ImageStorage,
  UPLOADS_URL_PREFIX,
} from './imageStorage';

/** S3_* settings, already checked by the config. */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** MinIO, R2 or any S3-compatible service; AWS itself when absent. */
  endpoint?: string;
  /** Without them the SDK's default chain (environment, profile, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Where browsers fetch images (the bucket's public address or a CDN); else through /uploads. */
  publicUrl?: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Loaded only when S3 is configured: the SDK adds a fifth of a second and 20 MB to a start, and
 * a static import would be hoisted into the server bundle for everyone.
 */
const loadSdk = (): Promise<Sdk> => import('@aws-sdk/client-s3');

export async function createS3Client(settings: S3StorageSettings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where an operation requires them: S3-compatible services (older MinIO,
    // R2, s3rver) refuse or mishandle the CRC32 trailers the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits for ever by default (and past requestTimeout only logs, unless told to
    // throw): a bucket that stops answering must fail the upload or image read, not hold it.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
    },
  });
}

export async function createS3ImageStorage(settings: S3StorageSettings): Promise<ImageStorage> {
  const sdk = await loadSdk();
  const client = await createS3Client(settings);
  const Bucket = settings.bucket;

  const statusOf = (error: unknown) =>
    error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  /** A missing key answers GET with NoSuchKey and HEAD (no body to name it) with a bare 404. */
  const isMissing = (error: unknown) => statusOf(error) === 404;

  async function read(
    name: string,
    request: { ifNoneMatch?: string; headOnly: boolean },
  ): Promise<ImageRead> {
    const input = { Bucket, Key: name, IfNoneMatch: request.ifNoneMatch };
    try {
      const found = request.headOnly
        ? await client.send(new sdk.HeadObjectCommand(input))
        : await client.send(new sdk.GetObjectCommand(input));
      const body = 'Body' in found ? found.Body : undefined;
      if (body !== undefined && !(body instanceof Readable)) {
        throw new Error('the S3 client did not answer with a Node stream');
      }
      return {
        status: 'found',
        body,
        contentType: found.ContentType ?? contentTypeOf(name),
        contentLength: found.ContentLength,
        etag: found.ETag,
        lastModified: found.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return { status: 'missing' };
      if (statusOf(error) === 304 && request.ifNoneMatch) {
        return { status: 'not-modified', etag: request.ifNoneMatch };
      }
      throw error;
    }
  }

  const publicUrl = settings.publicUrl?.replace(/\/+$/, '');
  const serving: ImageServing = publicUrl
    ? {
        kind: 'redirect',
        origin: new URL(publicUrl).origin,
        locationOf: (name) => `${publicUrl}/${name}`,
      }
    : { kind: 'through-server', read };

  return {
    async put(name, bytes) {
      // Always written, even when the key exists: the same bytes again, and a new LastModified,
      // which is what keeps a re-uploaded orphan from the sweep.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: contentTypeOf(name),
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    url(name) {
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(name) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            yield { name: object.Key, storedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async storedAt(name) {
      try {
        return (await client.send(new sdk.HeadObjectCommand({ Bucket, Key: name }))).LastModified;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    serving,
  };
}
