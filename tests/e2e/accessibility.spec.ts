import { expect, type Page } from '@playwright/test';
import { APP_NAME } from '../../src/shared/constants';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { expectNoSeriousViolations } from './axe';
import { declaredRoutePatterns, type Landing, routeCases } from './axeRoutes';
import { axeTest as test } from './axeWorld';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const viewports = [desktop, phone];

/** Judged once the page has settled, not while it still shows placeholders. */
async function expectLanded(page: Page, landing: Landing) {
  await expect(page).toHaveTitle(`${landing.title} · ${APP_NAME}`);
  const heading = landing.heading
    ? page.getByRole('heading', { level: 1, name: landing.heading, exact: true })
    : page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('.animate-pulse, .animate-spin')).toHaveCount(0);
}

test('every route the router declares has a case here, and every case a route', () => {
  const declared = declaredRoutePatterns();
  const checked = new Set(routeCases.map((route) => route.pattern));
  expect(declared.filter((pattern) => !checked.has(pattern))).toEqual([]);
  expect([...checked].filter((pattern) => !declared.includes(pattern))).toEqual([]);
});

for (const viewport of viewports) {
  for (const signedIn of [false, true]) {
    test.describe(`${viewport.width} px, ${signedIn ? 'signed in' : 'anonymous'}`, () => {
      test.use({ viewport, signedIn });
      for (const route of routeCases) {
        const name = route.variant ? `${route.pattern} (${route.variant})` : route.pattern;
        test(name, async ({ sweptPage: page, world }) => {
          await page.goto(route.path(world));
          await expectLanded(page, (signedIn ? route.signedIn : route.anonymous)(world));
          await expectNoSeriousViolations(page);
        });
      }
    });
  }
}

test.describe('opened widgets', () => {
  test.use({ signedIn: true });

  test.describe('on a desktop', () => {
    test.use({ viewport: desktop });

    test('the account menu', async ({ page }) => {
      await page.goto('/listings');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the review form, rated and with an error showing', async ({ page, world }) => {
      await page.goto(`/review/${world.neighbourItem.id}`);
      const text = page.getByRole('textbox', { name: 'Your review' });
      await text.fill('Too short');
      await text.blur();
      await expect(
        page.getByText('Please write at least 10 characters for your review'),
      ).toBeVisible();
      await page.getByRole('radio', { name: '4 stars, Very Good' }).check();
      await expectNoSeriousViolations(page);
    });

    test('a toast', async ({ page }) => {
      await page.goto('/review/00000000-0000-4000-8000-000000000000');
      await expect(page.locator('[data-sonner-toast]')).toContainText('Item not found');
      await expectNoSeriousViolations(page);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: phone });

    test('the menu, with unread messages', async ({ page, world }) => {
      await world.sendUnreadMessage();
      await page.goto('/listings');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test.describe('signed out', () => {
      test.use({ signedIn: false });

      test('the menu', async ({ page }) => {
        await page.goto('/listings');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Mobile' });
        await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    });
  });

  for (const viewport of viewports) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      test('the date picker', async ({ page, world }) => {
        await page.goto(`/item/${world.neighbourItem.id}`);
        await page.getByLabel('Pick up', { exact: true }).click();
        await expect(page.locator('.react-datepicker')).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      test('the photo viewer', async ({ page, world }) => {
        await page.goto(`/item/${world.neighbourItem.id}`);
        await page.getByRole('button', { name: 'View photo 1 of 2 full screen' }).click();
        const viewer = page.getByRole('dialog', { name: 'Lightbox' });
        await expect(viewer.getByText('1 / 2', { exact: true })).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      test('the report dialog', async ({ page, world }) => {
        await page.goto(`/item/${world.neighbourItem.id}`);
        await page.getByRole('button', { name: 'Report listing', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Report this listing' });
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await expect(dialog.getByText('Choose a reason.')).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      test('the block dialog', async ({ page, world }) => {
        await page.goto(`/chat/${world.neighbourItem.id}?with=${world.neighbour.id}`);
        await page.getByRole('button', { name: 'Block user' }).click();
        const dialog = page.getByRole('dialog', { name: /^Block / });
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await expectNoSeriousViolations(page);
      });

      test('the cancel dialog', async ({ page, world }) => {
        await page.goto('/dashboard?tab=bookings');
        // The paid, confirmed rental: its dialog shows the refund the item's policy gives.
        const confirmed = page
          .getByRole('tabpanel')
          .getByRole('article', { name: world.neighbourItem.title })
          .filter({ has: page.getByTestId('booking-status').getByText('Confirmed') })
          .filter({ has: page.getByRole('button', { name: 'Cancel' }) });
        await confirmed.getByRole('button', { name: 'Cancel' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
        await expect(dialog.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
        await expect(dialog.getByTestId('refund-preview')).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      test('the delete-account dialog', async ({ page }) => {
        await page.goto('/account/data');
        await page.getByRole('button', { name: inEnglish('accountData.delete') }).click();
        const dialog = page.getByRole('dialog', { name: inEnglish('accountData.dialogTitle') });
        await expect(dialog.getByLabel(inEnglish('login.passwordLabel'))).toBeFocused();
        await expectNoSeriousViolations(page);
      });
    });
  }
});
