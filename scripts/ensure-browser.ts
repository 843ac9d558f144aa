// Makes sure the end-to-end tests have a Chromium before Playwright starts, so that `npm test`
// works on a fresh machine. The order of preference lives in ./browser/choice.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  type BrowserProbes,
  type InstallAttempt,
  nextBrowserStep,
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
} from './browser/choice';

/** Downloads can be slow; an install that hangs (no network) must not hang the tests forever. */
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;

function probe(): BrowserProbes {
  return {
    systemChromium: existsSync(SYSTEM_HEADLESS_SHELL) || existsSync(SYSTEM_CHROMIUM),
    playwrightChromium: existsSync(chromium.executablePath()),
    runningAsRoot: process.getuid?.() === 0,
  };
}

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  spawnSync(command, args, {
    stdio: 'inherit',
    timeout: INSTALL_TIMEOUT_MS,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Failures are not fatal here: the next probe tells whether the attempt brought a browser. */
function install(attempt: InstallAttempt): void {
  if (attempt === 'playwright-download') {
    run('npx', ['playwright', 'install', 'chromium']);
    return;
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
}

const tried: InstallAttempt[] = [];
for (;;) {
  const step = nextBrowserStep(probe(), tried);
  if (step.kind === 'use') break;
  if (step.kind === 'give-up') {
    console.error(step.message);
    process.exit(1);
  }
  tried.push(step.attempt);
  install(step.attempt);
}
