import type { Db } from '../../db/client';
import {
  type ImageStorage,
  STORED_IMAGE_NAME,
  type StoredObject,
} from '../../storage/imageStorage';
import { contentHashOf, hashesInUse, imageInUse } from './imageReferences';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Photos are uploaded when chosen and attached when the form is saved: a day covers the slowest
 * form, and a tab left open overnight loses at most photos it would upload again.
 */
export const ORPHAN_GRACE_MS = 24 * HOUR_MS;
export const ORPHAN_SWEEP_INTERVAL_MS = HOUR_MS;
/** Names checked against the database in one go. */
const PAGE_SIZE = 500;

export interface OrphanSweepDeps {
  db: Db;
  storage: ImageStorage;
  now: () => Date;
  graceMs?: number;
}

/**
 * Deletes stored images that no listing or profile shows any more, once they are older than the
 * grace period. Safe in several processes at once: every delete is checked again just before it
 * is made, and deleting a name twice is no error.
 */
export function createOrphanSweep(deps: OrphanSweepDeps) {
  const { db, storage } = deps;
  const graceMs = deps.graceMs ?? ORPHAN_GRACE_MS;
  const pastGrace = (storedAt: Date) => deps.now().getTime() - storedAt.getTime() >= graceMs;

  /** Removes one orphan unless, since the listing, it was uploaded anew or came into use. */
  async function removeIfStillOrphaned(name: string, hash: string): Promise<boolean> {
    const storedAt = await storage.storedAt(name);
    if (!storedAt || !pastGrace(storedAt)) return false;
    if (await imageInUse(db, hash)) return false;
    await storage.remove(name);
    return true;
  }

  async function sweepPage(
    candidates: readonly StoredObject[],
    signal: AbortSignal | undefined,
  ): Promise<string[]> {
    const hashes = new Map<string, string>();
    for (const { name } of candidates) {
      const hash = contentHashOf(name);
      if (hash) hashes.set(name, hash);
    }
    const inUse = await hashesInUse(db, [...new Set(hashes.values())]);
    const removed: string[] = [];
    for (const [name, hash] of hashes) {
      if (signal?.aborted) break;
      if (inUse.has(hash)) continue;
      if (await removeIfStillOrphaned(name, hash)) removed.push(name);
    }
    return removed;
  }

  return {
    /**
     * One pass over the whole storage; returns the names it removed. Once `signal` is aborted
     * it lists and removes nothing more: the next pass finds what is left.
     */
    async sweep(signal?: AbortSignal): Promise<string[]> {
      const removed: string[] = [];
      let page: StoredObject[] = [];
      for await (const object of storage.list()) {
        if (signal?.aborted) return removed;
        // Only the pipeline's own names: a half-written `.tmp` file is not an image to judge.
        if (!STORED_IMAGE_NAME.test(object.name) || !pastGrace(object.storedAt)) continue;
        page.push(object);
        if (page.length === PAGE_SIZE) {
          removed.push(...(await sweepPage(page, signal)));
          page = [];
        }
      }
      removed.push(...(await sweepPage(page, signal)));
      return removed;
    },
  };
}

export type OrphanSweep = ReturnType<typeof createOrphanSweep>;
