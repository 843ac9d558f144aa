import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { register } from './api';
import { signIn } from './helpers';

const phone = { width: 390, height: 844 };
const ADMIN = DEMO_ACCOUNTS.find((account) => account.accountRole === 'admin');

test.use({ viewport: phone });

/** Every tab of a bar lies whole inside the phone's width, and the page does not scroll sideways. */
async function expectEveryTabInSight(page: Page, tabs: Locator, count: number) {
  await expect(tabs).toHaveCount(count);
  for (const tab of await tabs.all()) {
    const name = (await tab.textContent()) ?? '';
    const box = await tab.boundingBox();
    if (!box) throw new Error(`the tab ${name} is not drawn`);
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(phone.width);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
}

test('the dashboard’s and the account settings’ tabs are all in sight on a phone', async ({
  page,
  request,
}) => {
  const person = await register(request, 'Tia', 'Tabs');
  await page.addInitScript((token) => localStorage.setItem('lendwell.token', token), person.token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dashboardTabs = page.getByRole('tablist').getByRole('tab');
  await expectEveryTabInSight(page, dashboardTabs, await dashboardTabs.count());
  await expect(dashboardTabs.last()).toBeInViewport();

  await page.goto('/reports');
  const settings = page.getByRole('navigation', { name: inEnglish('shell.settings') });
  await expectEveryTabInSight(page, settings.getByRole('link'), 5);
  await expect(
    settings.getByRole('link', { name: inEnglish('account.nav.reports') }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the admin console’s sections are all in sight on a phone', async ({ page }) => {
  if (!ADMIN) throw new Error('the demo data has no administrator');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const sections = page.getByRole('navigation', { name: inEnglish('admin.title') });
  await expect(sections).toBeVisible();
  await expectEveryTabInSight(
    page,
    sections.getByRole('link'),
    await sections.getByRole('link').count(),
  );
});
