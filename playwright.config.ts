import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL } from './scripts/browser/choice';

// E2E_PORT lets two runs share a machine; each gets its own server and data folder.
const PORT = Number(process.env.E2E_PORT ?? 5055);

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // The system's headless Chromium where present, else its Chromium, else Playwright's own
    // (scripts/ensure-browser.ts).
    executablePath: [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path)),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/** Journeys through several server processes on PostgreSQL: see the 'two-processes' project. */
const POSTGRES_JOURNEYS = /roundRobin\.spec\.ts$/;
/**
 * Two processes of the server behind a proxy need PostgreSQL, as the API's own suites on it do:
 * only where TEST_DATABASE_URL names a server to make a database of their own on.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Journeys make their own accounts and items, so they run side by side in any order. Three
  // workers measured fastest on a 2-core machine: while one waits on the server, another runs.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Deadlines for a journey that hangs, not budgets: on a machine busy with other work a long
  // journey takes twice its usual time. How fast things are is `npm run bench:timings`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./scripts/test/playwrightProjectReport.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed journey keeps its trace: each action with the page's DOM before and after it. Not
    // the screencast: recording every frame of every journey took a third of the suite's time,
    // and the failure's own screenshot shows the last frame.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: POSTGRES_JOURNEYS },
    // After the other journeys, as its two servers and proxy would load the machine under them.
    ...(withPostgres
      ? [
          {
            name: 'two-processes',
            use: browser,
            testMatch: POSTGRES_JOURNEYS,
            dependencies: ['chromium'],
          },
        ]
      : []),
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
});
