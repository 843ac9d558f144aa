import { resolve } from 'node:path';

/** Where each part of `npm test` leaves its figures for `npm run test:profile`. */
export const REPORT_DIR = resolve('.tmp/test-report');

export interface ProjectCount {
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  files: number;
}

export interface FileTiming {
  project: string;
  file: string;
  /** Importing the file and the hooks around all its tests. */
  setupMs: number;
  /** The tests themselves, with the hooks around each. */
  testsMs: number;
}

export interface JourneyTiming {
  project: string;
  file: string;
  title: string;
  ms: number;
}

export interface PhaseTiming {
  phase: string;
  /** Phases of one step run side by side; the steps run one after another. */
  step: number;
  ms: number;
  ok: boolean;
}

export const vitestReportPath = (projects: string[]) =>
  resolve(REPORT_DIR, `vitest-${[...projects].sort().join('+') || 'none'}.json`);
export const playwrightReportPath = () => resolve(REPORT_DIR, 'playwright.json');
export const phasesReportPath = () => resolve(REPORT_DIR, 'phases.json');

/** One line per project at the end of a run: what passed, failed and was skipped. */
export function printProjectCounts(projects: ProjectCount[]): void {
  for (const count of projects) {
    const failed = count.failed ? `, ${count.failed} failed` : '';
    const skipped = count.skipped ? `, ${count.skipped} skipped` : '';
    console.log(
      `  ${count.project}: ${count.passed} passed${failed}${skipped} in ${count.files} files`,
    );
  }
}
