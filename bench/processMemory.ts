import { readFileSync } from 'node:fs';

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
