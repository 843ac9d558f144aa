import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { TestContext } from './testApp';
import { storageKind } from './testStorage';

/**
 * A world that is built once per test file and put back, row for row and file for file, each
 * time a test asks for it: for suites whose every case wants the same world, fresh. Building
 * one signs people up and lists, books and pays through the API (~0.2 s idle, a second on a
 * busy machine); putting its rows back costs a few milliseconds. Only rows and stored files
 * come back: `build` must return plain data, and anything a test needs fresh in memory
 * (counters, closures) is made from that data per test.
 */
export function keptWorld<World>(ctx: TestContext, build: () => Promise<World>) {
  // Objects in a bucket would not come back as files on disk do.
  if (storageKind === 's3') throw new Error('a kept world needs local image storage');
  let world: World | undefined;
  const keptFiles = mkdtempSync(join(tmpdir(), 'lendwell-kept-uploads-'));
  afterAll(() => rmSync(keptFiles, { recursive: true, force: true }));

  return async function freshWorld(): Promise<World> {
    if (world === undefined) {
      await ctx.database.reset();
      world = await build();
      await ctx.database.keepRows();
      cpSync(ctx.uploadsDir, keptFiles, { recursive: true });
      return world;
    }
    await ctx.database.restoreRows();
    for (const name of readdirSync(ctx.uploadsDir)) {
      rmSync(join(ctx.uploadsDir, name), { recursive: true, force: true });
    }
    cpSync(keptFiles, ctx.uploadsDir, { recursive: true });
    return world;
  };
}
