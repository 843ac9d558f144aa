import { expect, test } from '@playwright/test';
import type { HomeFigures } from '../../src/shared/schemas/homeFigures';
import { register } from './api';
import { signIn } from './helpers';

test('an unknown page shows the 404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toBeVisible();
});

test('signed out, the dashboard and add-item explain rather than redirect', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.goto('/add-item');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a stale saved session is cleared on load', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('lendwell.token', 'revoked-or-made-up');
    localStorage.setItem(
      'lendwell.user',
      JSON.stringify({ id: 'x', firstName: 'Ghost', lastName: 'User', email: 'ghost@example.com' }),
    );
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lendwell.token'))).toBeNull();
});

test('a saved session outlives a failed check that was not a refusal', async ({
  page,
  request,
}) => {
  const person = await register(request, 'Kept');
  await signIn(page, person.email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // A busy server, then a check cut off as the tab moves on: neither ends the session.
  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 503, json: {} }));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.route('**/api/auth/me', (route) => route.abort(), { times: 1 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.unrouteAll();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('footer shows the links, mailboxes, year and version', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Platform Disclaimer' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'support@lendwell.app' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'legal@lendwell.app' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Lendwell`);
  await expect(footer).toContainText('Version 0.1.0');
  await footer.getByRole('link', { name: 'Platform Disclaimer' }).click();
  await expect(page.getByRole('heading', { name: 'Platform Disclaimer', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger menu holds Home and the account links', async ({ page, request }) => {
    const account = await register(request, 'Pat');
    await signIn(page, account.email);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu).toContainText(account.email);
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();
  });

  test('the home page shows the figures the server counts, or none, never made-up ones', async ({
    page,
    request,
  }) => {
    // The journeys share one server, whose counts grow as they list: the page must say what the
    // server says, whatever that is now.
    const { figures } = (await (await request.get('/api/home/figures')).json()) as HomeFigures;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured items' })).toBeVisible();
    await expect(page.getByText(/10,000\+|25,000\+|150\+/)).toHaveCount(0);
    const shown = page.getByRole('region', { name: 'Lendwell in numbers' });
    await expect(shown.getByRole('definition')).toHaveCount(figures.length);
    for (const figure of figures) {
      if (figure.kind !== 'rating')
        await expect(shown).toContainText(figure.value.toLocaleString('en-US'));
    }
  });
});
