import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts process CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) a process has used, from /proc/<pid>/stat; 0 once it is gone. */
export function cpuSecondsOf(pid: string | number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by every PostgreSQL server process on this machine (the postmaster,
 * its backends and helpers), or undefined where /proc cannot tell (not Linux). A backend that
 * ends between two readings takes its time with it: the bench's pool keeps its connections.
 */
export function postgresCpuSeconds(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const pid of pids) {
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/comm`, 'utf8');
    } catch {
      continue;
    }
    if (command.startsWith('postgres')) total += cpuSecondsOf(pid);
  }
  return total;
}

/** CPU seconds this process (the app under test, and the bench around it) has used so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000_000;
}
