import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** One stored object and when it was last written (an upload of the same bytes renews it). */
export interface StoredObject {
  name: string;
  storedAt: Date;
}

/** What a read of a stored image through the server found. */
export type ImageRead =
  | {
      status: 'found';
      /** Absent for a HEAD request. */
      body?: Readable;
      contentType: string;
      contentLength?: number;
      etag?: string;
      lastModified?: Date;
    }
  | { status: 'not-modified'; etag: string }
  | { status: 'missing' };

/**
 * How GET /uploads/<name> answers: straight from a folder on this machine, by a redirect to the
 * public address of a bucket (or the CDN before it), or read from the bucket by the server.
 */
export type ImageServing =
  | { kind: 'directory'; directory: string }
  /** `origin` is where browsers are sent, which the page's Content-Security-Policy must allow. */
  | { kind: 'redirect'; origin: string; locationOf(name: string): string }
  | {
      kind: 'through-server';
      read(name: string, request: { ifNoneMatch?: string; headOnly: boolean }): Promise<ImageRead>;
    };

/** Where processed images live: a local folder, or an S3-compatible bucket. */
export interface ImageStorage {
  /**
   * Stores the bytes under `name`. Names are content hashes, so an existing object keeps its
   * bytes, but its age starts again: the orphan sweep must not take an image just uploaded anew.
   */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The public URL path of a stored name; the same for every storage, so rows never move. */
  url(name: string): string;
  /** Deletes what is stored under `name`; a name already gone is no error. */
  remove(name: string): Promise<void>;
  /** Every stored object, in pages, for the orphan sweep. */
  list(): AsyncIterable<StoredObject>;
  /** When `name` was last stored, or undefined when it is not there. */
  storedAt(name: string): Promise<Date | undefined>;
  readonly serving: ImageServing;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Only what the image pipeline writes: a JPEG or a WebP thumbnail named by a SHA-256. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{64}\.(jpg|webp)$/;

/** Content-addressed names never change content: any cache may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export function createLocalImageStorage(directory: string): ImageStorage {
  let ready: Promise<unknown> | undefined;
  const storedAt = async (name: string) =>
    (await stat(join(directory, name)).catch(() => undefined))?.mtime;
  return {
    async put(name, bytes) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const target = join(directory, name);
      const now = new Date();
      // Renewed, not rewritten, when it is there; when it is not (or the sweep removed it a
      // moment ago), written below.
      const renewed = await utimes(target, now, now).then(
        () => true,
        () => false,
      );
      if (renewed) return;
      // Write beside the target and rename, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        // A full disk or a failed rename leaves no stray part behind.
        await rm(temporary, { force: true });
        throw error;
      }
    },
    url(name) {
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(name) {
      await rm(join(directory, name), { force: true });
    },
    async *list() {
      const names = await readdir(directory).catch((error: unknown) => {
        // A storage nothing was ever put into has no folder yet.
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
        throw error;
      });
      for (const name of names) {
        const at = await storedAt(name);
        if (at) yield { name, storedAt: at };
      }
    },
    storedAt,
    serving: { kind: 'directory', directory },
  };
}
