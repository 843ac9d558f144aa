import {
  closeSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';

/**
 * PGlite opens a data directory without asking whether another process has it open, and two
 * processes writing the same files lose each other's writes and can corrupt the database (a
 * second server, or the CLI run beside a running one). This lock, a file beside the directory,
 * lets one process in at a time. A lock left by a process that died (kill -9, a crash, a power
 * cut) is taken over: its pid is gone, or it is our own pid from an earlier life of a container.
 * A pid can also be reused by an unrelated process after a restart, so the holder touches the
 * file every few seconds and a lock nobody has touched for a minute is taken over too.
 */
interface LockOwner {
  pid: number;
  /** When the owning process started, telling a reused pid from the same process. */
  startedAt: number;
}

const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 60_000;

const thisProcess: LockOwner = {
  pid: process.pid,
  startedAt: Math.round(Date.now() - process.uptime() * 1000),
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.startedAt === 'number') {
      return { pid: owner.pid, startedAt: owner.startedAt };
    }
  } catch {
    // Unreadable or half-written: left by a process that died while writing it.
  }
  return undefined;
}

function touchedRecently(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < STALE_AFTER_MS;
  } catch {
    return false;
  }
}

/** Whether the owner still holds the lock; this process's own earlier lock counts as held. */
function stillHeld(path: string, owner: LockOwner | undefined): owner is LockOwner {
  if (!owner || !touchedRecently(path)) return false;
  if (owner.pid === thisProcess.pid) {
    // Within a second: process start times are derived and may differ by rounding.
    return Math.abs(owner.startedAt - thisProcess.startedAt) < 1000;
  }
  return isAlive(owner.pid);
}

export class DataDirInUseError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The database in ${directory} is open in another process (pid ${pid}, lock file ` +
        `${directory}.lock). Two processes writing one embedded database corrupt it: stop the ` +
        'other one first, or use DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the lock of `directory` for this process; returns the function that gives it back. */
export function lockDataDir(directory: string): () => void {
  const path = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(path, 'wx');
      writeFileSync(descriptor, JSON.stringify(thisProcess));
      closeSync(descriptor);
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(path, now, now);
        } catch {
          // Removed by hand: nothing left to keep fresh.
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
      return () => {
        clearInterval(heartbeat);
        const owner = readOwner(path);
        if (owner?.pid === thisProcess.pid && owner.startedAt === thisProcess.startedAt) {
          rmSync(path, { force: true });
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (stillHeld(path, owner)) throw new DataDirInUseError(directory, owner.pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock ${directory}: another process keeps taking its lock`);
}
