import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import {
  type FileTiming,
  type ProjectCount,
  printProjectCounts,
  REPORT_DIR,
  vitestReportPath,
} from './reportFiles';

/**
 * After a Vitest run: one line per project with its counts, and a file for `npm run
 * test:profile` with each file's time split into setup (import and hooks before the first
 * test) and the tests themselves.
 */
export default class ProjectReport implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, ProjectCount>();
    const files: FileTiming[] = [];
    for (const module of testModules) {
      const project = module.project.name || 'default';
      const count = counts.get(project) ?? { project, passed: 0, failed: 0, skipped: 0, files: 0 };
      count.files += 1;
      let testsMs = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
        testsMs += test.diagnostic()?.duration ?? 0;
      }
      counts.set(project, count);
      const diagnostic = module.diagnostic();
      // Importing the file and its hooks around all its tests (beforeAll, afterAll); each test's
      // own time includes its beforeEach and afterEach.
      const setupMs =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        Math.max(0, diagnostic.duration - testsMs);
      files.push({
        project,
        file: relative(process.cwd(), module.moduleId),
        setupMs: Math.round(setupMs),
        testsMs: Math.round(testsMs),
      });
    }
    const projects = [...counts.values()];
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(
      vitestReportPath(projects.map((count) => count.project)),
      JSON.stringify({ projects, files }),
    );
    printProjectCounts(projects);
  }
}
