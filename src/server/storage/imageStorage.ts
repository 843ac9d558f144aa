import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where processed images live; local disk now, an S3-compatible bucket can implement it later. */
export interface ImageStorage {
  /** Stores the bytes under `name` (content-addressed, so an existing file is left as it is). */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The public URL path of a stored name. */
  url(name: string): string;
  /** Deletes what is stored under `name`; a name already gone is no error. */
  remove(name: string): Promise<void>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalImageStorage(directory: string): ImageStorage {
  let ready: Promise<unknown> | undefined;
  return {
    async put(name, bytes) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const target = join(directory, name);
      if (await stat(target).catch(() => null)) return;
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
  };
}
