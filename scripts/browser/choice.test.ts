import { describe, expect, it } from 'vitest';
import { type BrowserProbes, NO_BROWSER_MESSAGE, nextBrowserStep } from './choice';

const bare: BrowserProbes = {
  systemChromium: false,
  playwrightChromium: false,
  runningAsRoot: false,
};

describe('finding a browser for the end-to-end tests', () => {
  it('prefers the system Chromium, even when Playwright has its own', () => {
    expect(
      nextBrowserStep({ ...bare, systemChromium: true, playwrightChromium: true }, []),
    ).toEqual({ kind: 'use', browser: 'system' });
  });

  it("uses Playwright's downloaded Chromium when the system has none", () => {
    expect(nextBrowserStep({ ...bare, playwrightChromium: true }, [])).toEqual({
      kind: 'use',
      browser: 'playwright',
    });
  });

  it("tries Playwright's download first, then apt as root, then gives up in one line", () => {
    const root = { ...bare, runningAsRoot: true };
    expect(nextBrowserStep(root, [])).toEqual({ kind: 'install', attempt: 'playwright-download' });
    expect(nextBrowserStep(root, ['playwright-download'])).toEqual({
      kind: 'install',
      attempt: 'apt-install',
    });
    const done = nextBrowserStep(root, ['playwright-download', 'apt-install']);
    expect(done).toEqual({ kind: 'give-up', message: NO_BROWSER_MESSAGE });
    expect(NO_BROWSER_MESSAGE).not.toContain('\n');
  });

  it('never runs apt without root', () => {
    expect(nextBrowserStep(bare, ['playwright-download'])).toEqual({
      kind: 'give-up',
      message: NO_BROWSER_MESSAGE,
    });
  });

  it('uses what an install brought', () => {
    expect(nextBrowserStep({ ...bare, playwrightChromium: true }, ['playwright-download'])).toEqual(
      { kind: 'use', browser: 'playwright' },
    );
    expect(
      nextBrowserStep({ ...bare, systemChromium: true, runningAsRoot: true }, [
        'playwright-download',
        'apt-install',
      ]),
    ).toEqual({ kind: 'use', browser: 'system' });
  });
});
