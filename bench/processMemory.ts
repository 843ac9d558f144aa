import { readdirSync, readFileSync } from 'node:fs';

/** What a process holds in RAM now, and the most it has held since it started. */
export interface ProcessMemory {
  residentMb: number;
  peakResidentMb: number;
}

/** The kernel's count of kB for one field of /proc/<pid>/status ("VmRSS:  627956 kB"). */
function statusKilobytes(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`/proc status has no ${field}`);
  return Number(match[1]);
}

/**
 * Resident memory of a running process, read from Linux's /proc: the figure an operator's
 * `top` shows and a container's memory limit counts, heap, WebAssembly memory and native
 * libraries together.
 */
export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    residentMb: Math.round(statusKilobytes(status, 'VmRSS') / 1024),
    peakResidentMb: Math.round(statusKilobytes(status, 'VmHWM') / 1024),
  };
}

/** The pids of a process and of all its descendants, found through each process's parent. */
export function processTree(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (command) state ppid …": the command may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/**
 * Resident memory of a process and its descendants together: a launcher such as the tsx CLI
 * runs the program in a child node process, and the machine pays for both.
 */
export function processTreeResidentMb(rootPid: number): number {
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      total += processMemory(pid).residentMb;
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}
