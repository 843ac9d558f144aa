import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every serious or critical finding of axe on the page as it is now, one line per rule, each
 * line starting with `label`. Frames sandboxed without scripts (an email's HTML in the mailbox)
 * are left out: axe cannot run there.
 *
 * Axe runs in the page itself ("legacy mode") rather than in parts gathered on a blank page
 * opened for each check: that mode exists for cross-origin frames, which the app has none of,
 * and it gave the same findings at 2.2 times the cost.
 */
export async function expectNoSeriousViolations(page: Page, label = '') {
  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe[sandbox]')
    .setLegacyMode()
    .analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
  expect(blocking).toEqual([]);
}
