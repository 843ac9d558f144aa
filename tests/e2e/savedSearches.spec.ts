import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { MailboxList } from '../../src/shared/schemas/mailbox';
import { type Account, bearer, listItem, register } from './api';
import { signIn } from './helpers';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A word no other journey's listing holds, so the search finds only this journey's. */
const uniqueWord = () => `kite${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;

async function digestEmailTo(request: APIRequestContext, account: Account) {
  // On the demo each person reads the mail to their own address.
  const list = (await (
    await request.get('/api/dev/mailbox', { headers: bearer(account) })
  ).json()) as MailboxList;
  return list.emails.find((email) => email.to === account.email);
}

async function openSavedSearches(page: Page, width: number) {
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Saved searches', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Saved searches' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`saved searches at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('save a search, hear of a matching listing, follow the alert to the listings', async ({
      page,
      request,
    }, testInfo) => {
      const searcher = await register(request, 'Sasha');
      const lister = await register(request, 'Lou');
      const word = uniqueWord();
      await signIn(page, searcher.email);

      await openSavedSearches(page, viewport.width);
      await expect(page.getByText('No saved searches yet')).toBeVisible();
      await shoot(page, testInfo, `saved-searches-empty-${viewport.width}`);

      await page.goto('/listings');
      // Nothing searched yet: nothing to save.
      await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
      await page.getByPlaceholder('Search drills, tents, cameras…').fill(word);
      await page.getByPlaceholder('Search drills, tents, cameras…').press('Enter');
      await expect(page).toHaveURL(new RegExp(`search=${word}`));
      await expect(page.getByText('0 items found')).toBeVisible();
      const save = page.getByRole('button', { name: 'Save this search' });
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByText('Search saved. We will tell you about new listings that match it.'),
      ).toBeVisible();
      await shoot(page, testInfo, `listings-saved-${viewport.width}`);

      const title = `Red ${word} for the beach`;
      await listItem(request, lister, { title, price: 8 });
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', {
        timeout: 15_000,
      });
      await bell(page).click();
      const row = page.getByTestId('notification').first();
      await expect(row).toContainText('A new listing matches your search');
      await expect(row).toContainText(`New for your saved search "${word}": "${title}".`);
      await shoot(page, testInfo, `notification-${viewport.width}`);

      await expect
        .poll(async () => (await digestEmailTo(request, searcher))?.subject)
        .toBe('A new listing matches your search');

      // By keyboard, as the whole journey can be taken.
      await row.getByRole('link', { name: /A new listing matches your search$/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/listings\\?search=${word}&sort=newest$`));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('You have already saved this search.')).toBeVisible();

      await openSavedSearches(page, viewport.width);
      const saved = page.getByTestId('saved-search');
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText(`"${word}"`);
      await expect(saved).toContainText('Last alert');
      await shoot(page, testInfo, `saved-searches-${viewport.width}`);
      await saved.getByRole('link', { name: `Show listings: "${word}"` }).click();
      await expect(page).toHaveURL(new RegExp(`/listings\\?search=${word}$`));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      await page.goBack();
      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: `Delete saved search: "${word}"` }).click();
      await expect(page.getByText('No saved searches yet')).toBeVisible();
    });

    test('the page says when the saved searches cannot be loaded, and tries again', async ({
      page,
      request,
    }, testInfo) => {
      const searcher = await register(request, 'Sky');
      await signIn(page, searcher.email);
      await page.route('**/api/saved-searches', (route) =>
        route.fulfill({ status: 503, json: { error: 'Down', code: 'UNAVAILABLE' } }),
      );
      await page.goto('/saved-searches');
      await expect(page.getByText('Your saved searches could not be loaded.')).toBeVisible({
        timeout: 15_000,
      });
      await shoot(page, testInfo, `saved-searches-error-${viewport.width}`);
      await page.unroute('**/api/saved-searches');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('No saved searches yet')).toBeVisible();
    });

    test('signed out, saving a search leads to the sign-in and back', async ({
      page,
      request,
    }, testInfo) => {
      const searcher = await register(request, 'Sol');
      await page.goto('/listings?search=ladder&minPrice=5');
      await shoot(page, testInfo, `listings-signed-out-${viewport.width}`);
      await page.getByRole('link', { name: 'Sign in to save this search' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email address').fill(searcher.email);
      await page.getByLabel('Password').fill('Str0ng!pass');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/listings\?search=ladder&minPrice=5$/);
      await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
    });
  });
}
