import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLocalImageStorage } from './imageStorage';

const failingRename = vi.hoisted(() => ({ fail: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rename: (from: string, to: string) =>
      failingRename.fail
        ? Promise.reject(new Error('EIO: the disk went away'))
        : actual.rename(from, to),
  };
});

const directory = mkdtempSync(join(tmpdir(), 'lendwell-storage-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('local image storage', () => {
  it('stores a file under its name, with no temporary file left', async () => {
    const storage = createLocalImageStorage(directory);
    await storage.put('a.jpg', Buffer.from('image bytes'));
    expect(readdirSync(directory)).toEqual(['a.jpg']);
  });

  it('leaves neither the file nor a part of it when the write cannot finish', async () => {
    const storage = createLocalImageStorage(directory);
    failingRename.fail = true;
    try {
      await expect(storage.put('b.jpg', Buffer.from('image bytes'))).rejects.toThrow('EIO');
    } finally {
      failingRename.fail = false;
    }
    expect(readdirSync(directory)).toEqual(['a.jpg']);
  });

  it('removes a stored file, and takes a file already gone in its stride', async () => {
    const storage = createLocalImageStorage(directory);
    await storage.put('c.jpg', Buffer.from('image bytes'));
    await storage.remove('c.jpg');
    await storage.remove('c.jpg');
    expect(readdirSync(directory)).not.toContain('c.jpg');
  });
});
