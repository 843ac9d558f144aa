/** Debian's Chromium, used first where present: it needs no download and has its libraries. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless-only build of the same Chromium (package chromium-headless-shell), which
 * the journeys prefer: the same engine without the desktop browser's windowing and GPU process,
 * it ran the accessibility sweep in 0.72× the time and 0.59× the CPU (docs/decisions/0054).
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** What the machine has, as far as the end-to-end tests care. */
export interface BrowserProbes {
  systemChromium: boolean;
  playwrightChromium: boolean;
  runningAsRoot: boolean;
}

export type InstallAttempt = 'playwright-download' | 'apt-install';

export type BrowserStep =
  | { kind: 'use'; browser: 'system' | 'playwright' }
  | { kind: 'install'; attempt: InstallAttempt }
  | { kind: 'give-up'; message: string };

export const NO_BROWSER_MESSAGE =
  'No Chromium for the end-to-end tests: run `npx playwright install --with-deps chromium` ' +
  '(or `sudo apt-get install chromium`), then run the tests again.';

/**
 * The next step towards a browser, given what is installed and which installs were already
 * tried: the system Chromium, else Playwright's own, else its download, else apt as root.
 */
export function nextBrowserStep(
  probes: BrowserProbes,
  tried: readonly InstallAttempt[],
): BrowserStep {
  if (probes.systemChromium) return { kind: 'use', browser: 'system' };
  if (probes.playwrightChromium) return { kind: 'use', browser: 'playwright' };
  if (!tried.includes('playwright-download')) {
    return { kind: 'install', attempt: 'playwright-download' };
  }
  if (probes.runningAsRoot && !tried.includes('apt-install')) {
    return { kind: 'install', attempt: 'apt-install' };
  }
  return { kind: 'give-up', message: NO_BROWSER_MESSAGE };
}
