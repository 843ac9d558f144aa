import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  type JourneyTiming,
  type ProjectCount,
  playwrightReportPath,
  printProjectCounts,
  REPORT_DIR,
} from './reportFiles';

/**
 * After the journeys: one line per project with its counts, and each journey's time for
 * `npm run test:profile`.
 */
export default class ProjectReport implements Reporter {
  private readonly results = new Map<TestCase, TestResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.results.set(test, result);
  }

  onEnd(): void {
    const counts = new Map<string, ProjectCount>();
    const files = new Map<string, Set<string>>();
    const journeys: JourneyTiming[] = [];
    for (const [test, result] of this.results) {
      const project = test.parent.project()?.name ?? 'default';
      const file = relative(process.cwd(), test.location.file);
      const count = counts.get(project) ?? { project, passed: 0, failed: 0, skipped: 0, files: 0 };
      if (result.status === 'passed') count.passed += 1;
      else if (result.status === 'skipped') count.skipped += 1;
      else count.failed += 1;
      counts.set(project, count);
      files.set(project, (files.get(project) ?? new Set()).add(file));
      journeys.push({
        project,
        file,
        title: test.titlePath().slice(3).join(' › '),
        ms: result.duration,
      });
    }
    const projects = [...counts.values()].map((count) => ({
      ...count,
      files: files.get(count.project)?.size ?? 0,
    }));
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(playwrightReportPath(), JSON.stringify({ projects, journeys }));
    printProjectCounts(projects);
  }

  printsToStdio(): boolean {
    return false;
  }
}
