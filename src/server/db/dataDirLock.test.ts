import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, lockDataDir, removeStaleLock } from './dataDirLock';

let parent: string;
let directory: string;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'lendwell-lock-'));
  directory = join(parent, 'db');
});

afterEach(() => rmSync(parent, { recursive: true, force: true }));

const lockFile = () => `${directory}.lock`;
const writeLock = (owner: { host?: string; pid: number; startedAt: number }) =>
  writeFileSync(lockFile(), JSON.stringify({ host: hostname(), ...owner }));
const ageLock = (milliseconds: number) => {
  const then = new Date(Date.now() - milliseconds);
  utimesSync(lockFile(), then, then);
};
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('the data directory lock', () => {
  it('lets one opener in at a time, and the next once it is given back', () => {
    const unlock = lockDataDir(directory);
    expect(() => lockDataDir(directory)).toThrow(DataDirInUseError);
    unlock();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(directory)();
  });

  it('refuses while another live process holds it', () => {
    writeLock({ pid: process.ppid, startedAt: 1 });
    expect(() => lockDataDir(directory)).toThrow(/open in another process/);
  });

  it('refuses a fresh lock of another host, whatever its pid is here', () => {
    writeLock({ host: 'another-host', pid: deadPid(), startedAt: 1 });
    expect(() => lockDataDir(directory)).toThrow(/on another-host/);
  });

  it('keeps its own lock fresh while it holds it', () => {
    vi.useFakeTimers();
    try {
      const unlock = lockDataDir(directory);
      ageLock(2 * 60_000);
      vi.advanceTimersByTime(10_000);
      expect(() => lockDataDir(directory)).toThrow(DataDirInUseError);
      unlock();
    } finally {
      vi.useRealTimers();
    }
  });

  it('notices when another process has taken its lock, and keeps that one untouched', () => {
    vi.useFakeTimers();
    try {
      const lost = vi.fn();
      const unlock = lockDataDir(directory, lost);
      writeLock({ host: 'another-host', pid: 1, startedAt: 1 });
      vi.advanceTimersByTime(10_000);
      expect(lost).toHaveBeenCalledWith(lockFile());
      unlock();
      expect(existsSync(lockFile())).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes over a lock nobody has kept fresh: a pid reused after a restart, another host', () => {
    writeLock({ pid: process.ppid, startedAt: 1 });
    ageLock(2 * 60_000);
    lockDataDir(directory)();
    writeLock({ host: 'another-host', pid: process.ppid, startedAt: 1 });
    ageLock(2 * 60_000);
    lockDataDir(directory)();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over the lock of a process that died without giving it back', () => {
    writeLock({ pid: deadPid(), startedAt: 1 });
    const unlock = lockDataDir(directory);
    unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over its own pid from an earlier life, and a lock file cut short', () => {
    writeLock({ pid: process.pid, startedAt: 1 });
    lockDataDir(directory)();
    writeFileSync(lockFile(), '{"pid":');
    lockDataDir(directory)();
  });

  it('removes only the stale lock it judged: one taken meanwhile is put back', () => {
    writeFileSync(lockFile(), 'fresh lock of the process that won');
    expect(removeStaleLock(lockFile(), 'the stale lock judged a moment ago')).toBe(false);
    expect(readFileSync(lockFile(), 'utf8')).toBe('fresh lock of the process that won');
    expect(removeStaleLock(lockFile(), 'fresh lock of the process that won')).toBe(true);
    expect(existsSync(lockFile())).toBe(false);
    expect(removeStaleLock(lockFile(), undefined)).toBe(true);
  });
});
