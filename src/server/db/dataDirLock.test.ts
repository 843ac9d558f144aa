import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock';

let parent: string;
let directory: string;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'lendwell-lock-'));
  directory = join(parent, 'db');
});

afterEach(() => rmSync(parent, { recursive: true, force: true }));

const lockFile = () => `${directory}.lock`;

describe('the data directory lock', () => {
  it('lets one opener in at a time, and the next once it is given back', () => {
    const unlock = lockDataDir(directory);
    expect(() => lockDataDir(directory)).toThrow(DataDirInUseError);
    unlock();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(directory)();
  });

  it('refuses while another live process holds it', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, startedAt: 1 }));
    expect(() => lockDataDir(directory)).toThrow(/open in another process/);
  });

  it('keeps its own lock fresh while it holds it', () => {
    vi.useFakeTimers();
    try {
      const unlock = lockDataDir(directory);
      const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
      utimesSync(lockFile(), twoMinutesAgo, twoMinutesAgo);
      vi.advanceTimersByTime(10_000);
      expect(() => lockDataDir(directory)).toThrow(DataDirInUseError);
      unlock();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes over a lock its live holder stopped keeping fresh (a pid reused after a restart)', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, startedAt: 1 }));
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    utimesSync(lockFile(), twoMinutesAgo, twoMinutesAgo);
    lockDataDir(directory)();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over the lock of a process that died without giving it back', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lockFile(), JSON.stringify({ pid: dead, startedAt: 1 }));
    const unlock = lockDataDir(directory);
    unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over its own pid from an earlier life, and a lock file cut short', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, startedAt: 1 }));
    lockDataDir(directory)();
    writeFileSync(lockFile(), '{"pid":');
    lockDataDir(directory)();
  });
});
