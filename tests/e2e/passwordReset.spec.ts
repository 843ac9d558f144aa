import { type Browser, expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUpThroughForm, uniqueEmail } from './helpers';
import { mailedLinkAsAdmin } from './mailbox';

const NEW_PASSWORD = 'Fresh-start-42';

/** Follows the reset link mailed to this address, which its signed-out owner reads in their inbox. */
async function followResetLink(page: Page, address: string) {
  await page.goto(
    await mailedLinkAsAdmin(
      page.request,
      'Reset your Lendwell password',
      address,
      '/reset-password',
    ),
  );
}

async function signedInElsewhere(browser: Browser, address: string): Promise<Page> {
  const other = await (await browser.newContext()).newPage();
  await signUpThroughForm(other, address);
  return other;
}

for (const width of [1280, 390]) {
  test.describe(`password reset at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('forgot password → mailbox → new password → signed in, the older session signed out', async ({
      page,
      browser,
    }, testInfo) => {
      const address = uniqueEmail('forgetful');
      const elsewhere = await signedInElsewhere(browser, address);

      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email address').fill(address);
      await page.screenshot({ path: testInfo.outputPath(`forgot-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

      await followResetLink(page, address);
      await expect(page).toHaveURL(/\/reset-password\?token=/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.screenshot({ path: testInfo.outputPath(`reset-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Set new password' }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByText('Your password has been reset. You are signed in.'),
      ).toBeVisible();

      // The session opened before the reset is gone: that browser is signed out.
      // Its live stream may already have told that tab and sent it to sign-in; opened again,
      // the dashboard finds no session either way.
      await elsewhere.goto('/dashboard');
      await expect(
        elsewhere.getByRole('heading', { level: 1, name: 'Authentication Required' }),
      ).toBeVisible();
      await elsewhere.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
      await elsewhere.getByLabel('Email address').fill(address);
      await elsewhere.getByLabel('Password').fill(PASSWORD);
      await elsewhere.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(elsewhere.getByRole('alert')).toHaveText('Invalid email or password');
      await elsewhere.getByLabel('Password').fill(NEW_PASSWORD);
      await elsewhere.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(elsewhere).toHaveURL(/\/dashboard$/);
      await elsewhere.context().close();
    });
  });
}

test('an used reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?token=spent-or-made-up');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This reset link is invalid or has expired. Please ask for a new one.',
  );
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});
