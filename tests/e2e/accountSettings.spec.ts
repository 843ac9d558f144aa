import { type Browser, expect, type Page, test } from '@playwright/test';
import { PASSWORD, signIn, signUpThroughForm, uniqueEmail } from './helpers';
import { mailedLinkAsAdmin } from './mailbox';

/**
 * Follows the link of the newest email with this subject to this address, as its reader would
 * from their inbox (a new address is not yet the account's, so the mailbox shows it to admins).
 */
async function followMailedLink(page: Page, subject: string, address: string, path: string) {
  await page.goto(await mailedLinkAsAdmin(page.request, subject, address, path));
  await expect(page).toHaveURL(new RegExp(`${path}\\?token=`));
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openAccountFromMenu(page: Page, width: number) {
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', {
      name: 'Email & password',
    }),
  ).toHaveAttribute('aria-current', 'page');
}

async function signedInElsewhere(browser: Browser, address: string): Promise<Page> {
  const other = await (await browser.newContext()).newPage();
  await signIn(other, address);
  return other;
}

for (const width of [1280, 390]) {
  test.describe(`account settings at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('verify the address, then change it from the new inbox', async ({ page }, testInfo) => {
      const address = uniqueEmail('settled');
      await signUpThroughForm(page, address);
      await openAccountFromMenu(page, width);
      const email = section(page, 'Email address');
      await expect(email).toContainText(address);
      await expect(email).toContainText('Not verified yet');
      await page.screenshot({ path: testInfo.outputPath(`account-${width}.png`), fullPage: true });

      await email.getByRole('button', { name: 'Send verification email' }).click();
      await expect(email.getByRole('status')).toHaveText(
        `We sent a verification link to ${address}.`,
      );
      await followMailedLink(page, 'Confirm your email address', address, '/verify-email');
      await expect(page.getByText('Your email address is verified.')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`verified-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Go to account settings' }).click();
      await expect(section(page, 'Email address')).toContainText('Verified');

      const moved = uniqueEmail('moved');
      await section(page, 'Email address').getByLabel('New email address').fill(moved);
      await section(page, 'Email address').getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(section(page, 'Email address').getByRole('status')).toContainText(
        `We sent a confirmation link to ${moved}.`,
      );
      await expect(section(page, 'Email address')).toContainText(address);
      await followMailedLink(page, 'Confirm your new email address', moved, '/verify-email');
      await expect(page.getByText(`Your email address is now ${moved}.`)).toBeVisible();
      await page.getByRole('link', { name: 'Go to account settings' }).click();
      await expect(section(page, 'Email address')).toContainText(moved);
      await page.screenshot({
        path: testInfo.outputPath(`account-changed-${width}.png`),
        fullPage: true,
      });
    });
  });
}

test('changing the password keeps this session and signs out the others', async ({
  page,
  browser,
}, testInfo) => {
  const address = uniqueEmail('careful');
  await signUpThroughForm(page, address);
  const elsewhere = await signedInElsewhere(browser, address);

  await page.goto('/account');
  const password = section(page, 'Password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('Another-pass-9');
  await password.getByLabel('Confirm new password').fill('Another-pass-9');
  await password.getByRole('button', { name: 'Change password' }).click();
  // Said by the field it is about, which takes the focus.
  await expect(password.getByLabel('Current password')).toBeFocused();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(
    'Your current password is not correct',
  );

  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Your password has been changed. Your other sessions have been signed out.',
  );
  await page.screenshot({ path: testInfo.outputPath('password-changed.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  // Its live stream may already have told that tab and sent it to sign-in; opened again,
  // the dashboard finds no session either way.
  await elsewhere.goto('/dashboard');
  await expect(
    elsewhere.getByRole('heading', { level: 1, name: 'Authentication Required' }),
  ).toBeVisible();
  await elsewhere.context().close();
});
