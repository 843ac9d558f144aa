import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type FileTiming,
  type JourneyTiming,
  type PhaseTiming,
  type ProjectCount,
  phasesReportPath,
  playwrightReportPath,
  REPORT_DIR,
} from './reportFiles';

/**
 * Where the time of the last `npm test` went: each phase, each project (setup against test
 * bodies), and the slowest files and journeys. Run `npm test` (or one part of it) first.
 */
const TOP = Number(process.argv[2] ?? 12);

function read<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

if (!existsSync(REPORT_DIR)) {
  console.log('No figures yet: run `npm test` (or `npm run test:api`, …) first.');
  process.exit(1);
}

const phases = read<PhaseTiming[]>(phasesReportPath());
if (phases) {
  console.log('Phases of the last npm test (wall time):');
  const steps = new Map<number, PhaseTiming[]>();
  for (const phase of phases) steps.set(phase.step, [...(steps.get(phase.step) ?? []), phase]);
  for (const stepPhases of steps.values()) {
    const together = stepPhases.length > 1 ? '   (side by side)' : '';
    for (const phase of stepPhases) {
      console.log(`  ${phase.phase.padEnd(12)}${seconds(phase.ms)}${together}`);
    }
  }
  // A step lasts as long as its longest phase.
  const wall = [...steps.values()].reduce(
    (sum, stepPhases) => sum + Math.max(...stepPhases.map((phase) => phase.ms)),
    0,
  );
  console.log(`  ${'total'.padEnd(12)}${seconds(wall)}`);
}

const projects: ProjectCount[] = [];
const files: FileTiming[] = [];
for (const name of readdirSync(REPORT_DIR).filter((file) => file.startsWith('vitest-'))) {
  const report = read<{ projects: ProjectCount[]; files: FileTiming[] }>(join(REPORT_DIR, name));
  if (!report) continue;
  projects.push(...report.projects);
  files.push(...report.files);
}
const journeys = read<{ projects: ProjectCount[]; journeys: JourneyTiming[] }>(
  playwrightReportPath(),
);
if (journeys) projects.push(...journeys.projects);

console.log('\nProjects (worker time, summed over files or journeys):');
console.log(
  `  ${'project'.padEnd(14)}${'tests'.padStart(6)}${'files'.padStart(7)}${'setup'.padStart(9)}${'tests'.padStart(9)}`,
);
for (const project of projects) {
  const own = files.filter((file) => file.project === project.project);
  const setup = own.reduce((sum, file) => sum + file.setupMs, 0);
  const bodies = journeys?.journeys.some((journey) => journey.project === project.project)
    ? journeys.journeys
        .filter((journey) => journey.project === project.project)
        .reduce((sum, journey) => sum + journey.ms, 0)
    : own.reduce((sum, file) => sum + file.testsMs, 0);
  const tests = project.passed + project.failed + project.skipped;
  // Playwright gives each journey's time with its fixtures: no setup of its own to show.
  const setupColumn = own.length ? seconds(setup) : '–'.padStart(9);
  console.log(
    `  ${project.project.padEnd(14)}${String(tests).padStart(6)}${String(project.files).padStart(7)}${setupColumn}${seconds(bodies)}`,
  );
}

console.log(`\nSlowest ${TOP} test files (setup + tests):`);
for (const file of [...files]
  .sort((a, b) => b.setupMs + b.testsMs - (a.setupMs + a.testsMs))
  .slice(0, TOP)) {
  console.log(
    `  ${seconds(file.setupMs)} +${seconds(file.testsMs)}  ${file.project}  ${file.file}`,
  );
}

if (journeys) {
  const byFile = new Map<string, number>();
  for (const journey of journeys.journeys) {
    byFile.set(journey.file, (byFile.get(journey.file) ?? 0) + journey.ms);
  }
  console.log(`\nSlowest ${TOP} journey files:`);
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${seconds(ms)}  ${file}`);
  }
  console.log(`\nSlowest ${TOP} journeys:`);
  for (const journey of [...journeys.journeys].sort((a, b) => b.ms - a.ms).slice(0, TOP)) {
    console.log(`  ${seconds(journey.ms)}  ${journey.file} › ${journey.title}`);
  }
}
