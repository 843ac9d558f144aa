import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * PGlite opens a data directory without asking whether another process has it open, and two
 * processes writing the same files lose each other's writes and can corrupt the database (a
 * second server, or the CLI run beside a running one). This lock, a file beside the directory,
 * lets one process in at a time. A lock left by a process that died (kill -9, a crash, a power
 * cut) is taken over: its pid is gone, or it is our own pid from an earlier life of a container.
 * Pids say nothing about another host sharing the volume, and one can be reused by an unrelated
 * process after a restart, so the holder touches the file every few seconds and a lock nobody
 * has touched for a minute is taken over whoever named it.
 */
interface LockOwner {
  host: string;
  pid: number;
  /** When the owning process started, telling a reused pid from the same process. */
  startedAt: number;
}

const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 60_000;

const thisProcess: LockOwner = {
  host: hostname(),
  pid: process.pid,
  startedAt: Math.round(Date.now() - process.uptime() * 1000),
};
const thisProcessLock = JSON.stringify(thisProcess);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (
      typeof owner.host === 'string' &&
      typeof owner.pid === 'number' &&
      typeof owner.startedAt === 'number'
    ) {
      return { host: owner.host, pid: owner.pid, startedAt: owner.startedAt };
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
  if (owner.host !== thisProcess.host) return true;
  if (owner.pid === thisProcess.pid) {
    // Within a second: process start times are derived and may differ by rounding.
    return Math.abs(owner.startedAt - thisProcess.startedAt) < 1000;
  }
  return isAlive(owner.pid);
}

/**
 * Removes the stale lock whose text was judged, and only that one: two processes taking over at
 * once must not both win, so the file is moved aside first and put back if it changed meanwhile.
 */
export function removeStaleLock(path: string, judgedText: string | undefined): boolean {
  const aside = `${path}.stale-${randomUUID()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    // Already gone: someone else removed it, and the next attempt competes fairly.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  if (readText(aside) === judgedText) {
    rmSync(aside, { force: true });
    return true;
  }
  try {
    linkSync(aside, path);
  } catch {
    // A third process has locked it meanwhile; the one moved aside is then not needed back.
  }
  rmSync(aside, { force: true });
  return false;
}

export class DataDirInUseError extends Error {
  constructor(directory: string, owner: LockOwner | undefined) {
    const holder = owner ? `pid ${owner.pid} on ${owner.host}` : 'a process taking it over';
    super(
      `The database in ${directory} is open in another process (${holder}, lock file ` +
        `${directory}.lock). Two processes writing one embedded database corrupt it: stop the ` +
        'other one first, or use DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Another process took the lock while this one held it: it must stop writing at once. */
function stopOnLostLock(path: string) {
  console.error(`lost the database lock ${path} to another process; stopping`);
  process.exit(1);
}

function keepFresh(path: string, onLost: (path: string) => void) {
  const heartbeat = setInterval(() => {
    if (readText(path) !== thisProcessLock) {
      clearInterval(heartbeat);
      onLost(path);
      return;
    }
    const now = new Date();
    utimesSync(path, now, now);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return heartbeat;
}

/** Takes the lock of `directory` for this process; returns the function that gives it back. */
export function lockDataDir(
  directory: string,
  onLost: (path: string) => void = stopOnLostLock,
): () => void {
  const path = `${directory}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(path, 'wx');
      writeFileSync(descriptor, thisProcessLock);
      closeSync(descriptor);
      const heartbeat = keepFresh(path, onLost);
      return () => {
        clearInterval(heartbeat);
        if (readText(path) === thisProcessLock) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readText(path);
      const owner = text === undefined ? undefined : parseOwner(text);
      if (stillHeld(path, owner)) throw new DataDirInUseError(directory, owner);
      if (!removeStaleLock(path, text)) throw new DataDirInUseError(directory, undefined);
    }
  }
  throw new Error(`could not lock ${directory}: another process keeps taking its lock`);
}
