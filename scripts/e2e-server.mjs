// Starts the real server for the Playwright journeys on a fresh embedded database with demo data:
// the compiled one that `npm start` runs, built first when its sources changed.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = `.tmp/e2e-data-${process.env.PORT ?? '5055'}`;
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    // The test-only settings below are accepted on test servers only.
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    // Journeys about finished rentals book them in the past (src/server/requestClock.ts).
    TEST_CLOCK_HEADER: 'on',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
    PASSWORD_RESET_RATE_LIMIT_PER_HOUR: '1000',
    // A journey writes a conversation longer than one page.
    MESSAGE_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
