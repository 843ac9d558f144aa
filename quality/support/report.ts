import { cpus, loadavg } from 'node:os';

/** Collects a script's verdicts: it prints each, and any failure makes the exit code 1. */
export function createVerdicts(script: string) {
  const failures: string[] = [];
  return {
    check(ok: boolean, claim: string, detail = ''): boolean {
      console.log(`${ok ? 'PASS' : 'FAIL'}  ${claim}${detail ? ` (${detail})` : ''}`);
      if (!ok) failures.push(claim);
      return ok;
    },
    finish(): void {
      if (failures.length === 0) {
        console.log(`\n${script}: every guarantee held`);
        return;
      }
      console.log(`\n${script}: ${failures.length} guarantee(s) failed:`);
      for (const failure of failures) console.log(`  - ${failure}`);
      process.exitCode = 1;
    },
  };
}

export type Verdicts = ReturnType<typeof createVerdicts>;

/** The line each recorded run starts with: when, where and how busy the machine was. */
export function runHeading(script: string): string {
  const [one, five] = loadavg();
  return `### ${script} figures: run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) / ${five?.toFixed(1)} (5 min) at the start, Node ${process.version}`;
}

/** Columns of numbers are aligned right, the others left. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const align = header.map((_, column) =>
    rows.every((row) => typeof row[column] === 'number') ? '---:' : '---',
  );
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export const round = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

export const FIGURES_START = '--- figures (markdown) ---';
export const FIGURES_END = '--- end of figures ---';

/** Prints a script's figures between markers, so that `npm run quality` can gather them. */
export function printFigures(markdown: string): void {
  console.log(`\n${FIGURES_START}\n${markdown}\n${FIGURES_END}\n`);
}

/** Runs a script's main; a failure is printed and ends the process with a non-zero code. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
