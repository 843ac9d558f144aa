import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
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

  it('renews the age of a file stored again, keeping its bytes', async () => {
    const storage = createLocalImageStorage(directory);
    await storage.put('d.jpg', Buffer.from('first bytes'));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(directory, 'd.jpg'), longAgo, longAgo);
    expect(await storage.storedAt('d.jpg')).toEqual(longAgo);

    const before = Date.now();
    await storage.put('d.jpg', Buffer.from('first bytes'));
    expect((await storage.storedAt('d.jpg'))?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(readFileSync(join(directory, 'd.jpg'), 'utf8')).toBe('first bytes');
  });

  it('lists what it stores with its age, and nothing for a folder never written to', async () => {
    const storage = createLocalImageStorage(directory);
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((object) => object.name).sort()).toEqual(readdirSync(directory).sort());
    expect(listed.every((object) => object.storedAt instanceof Date)).toBe(true);
    expect(await storage.storedAt('never-stored.jpg')).toBeUndefined();

    const unused = createLocalImageStorage(join(directory, 'not-yet'));
    const nothing = [];
    for await (const object of unused.list()) nothing.push(object);
    expect(nothing).toEqual([]);
  });

  it('serves from its own folder', () => {
    expect(createLocalImageStorage(directory).serving).toEqual({ kind: 'directory', directory });
  });
});
