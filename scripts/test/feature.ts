import { spawnSync } from 'node:child_process';

/**
 * `npm run test:feature -- bookings`: one feature's unit, API and journey tests together, by the
 * name its files share (src/*\/features/bookings/…, tests/api/bookings.*, tests/e2e/bookings.*).
 */
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Name a feature: npm run test:feature -- bookings');
  process.exit(2);
}

function run(command: string, args: string[]): number {
  return spawnSync('npx', [command, ...args], { stdio: 'inherit' }).status ?? 1;
}

const vitest = run('vitest', ['run', '--passWithNoTests', ...names]);
const journeys =
  run('tsx', ['scripts/ensure-browser.ts']) ||
  run('playwright', ['test', '--pass-with-no-tests', ...names]);
process.exitCode = vitest || journeys;
