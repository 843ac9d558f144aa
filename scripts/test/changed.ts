import { spawnSync } from 'node:child_process';

/**
 * `npm run test:changed [-- <git ref>]`: only what a change touches, against HEAD unless given a
 * ref (say origin/main). Vitest follows the imports of the changed files to the unit and API
 * tests that reach them; the journeys are those changed themselves or whose helpers changed,
 * and those of each feature whose source changed (tests/e2e/<feature>*.spec.ts).
 */
const ref = process.argv[2] ?? 'HEAD';

function changedFiles(): string[] {
  const listed = [
    spawnSync('git', ['diff', '--name-only', ref], { encoding: 'utf8' }).stdout,
    spawnSync('git', ['ls-files', '--others', '--exclude-standard'], { encoding: 'utf8' }).stdout,
  ].join('\n');
  return listed.split('\n').filter(Boolean);
}

const features = new Set(
  changedFiles().flatMap((file) => {
    const match = /^src\/(?:server|web|shared)\/features\/([^/]+)\//.exec(file);
    return match?.[1] ? [match[1]] : [];
  }),
);

const run = (command: string, args: string[]) =>
  spawnSync('npx', [command, ...args], { stdio: 'inherit' }).status ?? 1;

const vitest = run('vitest', ['run', '--changed', ref, '--passWithNoTests']);
const browser = run('tsx', ['scripts/ensure-browser.ts']);
const changedJourneys = run('playwright', [
  'test',
  `--only-changed=${ref}`,
  '--pass-with-no-tests',
]);
const featureJourneys = features.size
  ? run('playwright', [
      'test',
      '--pass-with-no-tests',
      ...[...features].map((name) => `tests/e2e/${name}`),
    ])
  : 0;
process.exitCode = vitest || browser || changedJourneys || featureJourneys;
