// Builds what is missing or older than its sources — the web app (dist/web) and the compiled
// server (dist/server) — so `npm start` works on a fresh clone and after a pull without a
// separate build step. `node scripts/build-if-stale.mjs server` checks the server only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TARGETS = {
  web: {
    label: 'the web app',
    output: 'dist/web/index.html',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'],
    command: ['npx', 'vite', 'build', '--logLevel', 'warn'],
  },
  server: {
    label: 'the server',
    output: 'dist/server/main.js',
    sources: [
      'src/server',
      'src/shared',
      'scripts/build-server.mjs',
      'tsconfig.json',
      'package-lock.json',
    ],
    command: [process.execPath, 'scripts/build-server.mjs'],
  },
};

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function isStale({ output, sources }) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return Math.max(...sources.filter(existsSync).map(newestChange)) > builtAt;
}

const wanted = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(TARGETS);
for (const name of wanted) {
  const target = TARGETS[name];
  if (!target) {
    console.error(`Unknown build target '${name}'. Use ${Object.keys(TARGETS).join(' or ')}.`);
    process.exit(1);
  }
  if (!isStale(target)) continue;
  console.log(`Building ${target.label}…`);
  const [command, ...args] = target.command;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32' && command === 'npx',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
