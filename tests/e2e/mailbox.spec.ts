import { expect, type Page, test } from '@playwright/test';
import { logInThroughForm, PASSWORD, signUpThroughForm, uniqueEmail } from './helpers';

const SUBJECT = 'Test email from Lendwell';

/** Signs up, opens the mailbox and sends the new account a test email. */
async function sendTestEmail(page: Page): Promise<string> {
  const address = uniqueEmail('casey');
  await signUpThroughForm(page, address);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a test email' }).click();
  await expect(page.getByText(`A test email to ${address} is on its way.`)).toBeVisible();
  return address;
}

const emailFrame = (page: Page) => page.frameLocator(`iframe[title="Email: ${SUBJECT}"]`);

test.describe('the local mailbox on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows an email the server kept, framed safely, and opens its links here', async ({
    page,
  }, testInfo) => {
    const address = await sendTestEmail(page);
    await page.getByRole('link', { name: new RegExp(`${SUBJECT} ${address}`) }).click();
    await expect(page).toHaveURL(/\/dev\/mailbox\/[0-9a-f-]{36}$/);

    await expect(page.getByRole('heading', { level: 2, name: SUBJECT })).toBeVisible();
    await expect(page.getByText(address, { exact: true }).last()).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`${SUBJECT} ${address}`) }),
    ).toHaveAttribute('aria-current', 'page');
    const frame = emailFrame(page);
    await expect(frame.getByText('Hi Casey, email works')).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Open the mailbox' })).toBeVisible();
    // No scripts and no access to this page from the email's HTML.
    await expect(page.locator('iframe')).toHaveAttribute(
      'sandbox',
      'allow-popups allow-popups-to-escape-sandbox',
    );
    await page.getByText('Plain text').click();
    await expect(page.locator('pre')).toContainText('HI CASEY, EMAIL WORKS');
    await page.screenshot({ path: testInfo.outputPath('mailbox-1280.png'), fullPage: true });

    // The email's own button leads back to the mailbox; listed, it opens in this tab.
    await page.getByRole('link', { name: /\/dev\/mailbox$/ }).click();
    await expect(page).toHaveURL(/\/dev\/mailbox$/);
    await expect(page.getByText('Choose an email to read it.')).toBeVisible();
  });
});

test.describe('the local mailbox on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the list, then one email with a way back', async ({ page }, testInfo) => {
    const address = await sendTestEmail(page);
    await page.screenshot({ path: testInfo.outputPath('mailbox-list-390.png'), fullPage: true });
    await page.getByRole('link', { name: new RegExp(`${SUBJECT} ${address}`) }).click();

    await expect(page.getByRole('heading', { level: 2, name: SUBJECT })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`${SUBJECT} ${address}`) }),
    ).toBeHidden();
    await expect(emailFrame(page).getByText('Hi Casey, email works')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('mailbox-email-390.png'), fullPage: true });

    await page.getByRole('link', { name: 'All emails' }).click();
    await expect(
      page.getByRole('link', { name: new RegExp(`${SUBJECT} ${address}`) }),
    ).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test.describe(`the local mailbox signed out at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('shows no mail, explains why and signs in to the own mail', async ({ page }, testInfo) => {
      const address = uniqueEmail('casey');
      await signUpThroughForm(page, address);
      await page.goto('/dev/mailbox');
      await page.getByRole('button', { name: 'Send me a test email' }).click();
      await expect(page.getByText(`A test email to ${address} is on its way.`)).toBeVisible();
      await page.evaluate(() => localStorage.clear());

      await page.goto('/dev/mailbox');
      await expect(page.getByRole('heading', { name: 'Sign in to read your mail' })).toBeVisible();
      await expect(
        page.getByText(/shows mail only to the person it is addressed to/),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(SUBJECT) })).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`mailbox-signed-out-${width}.png`),
        fullPage: true,
      });

      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await logInThroughForm(page, address, PASSWORD);
      await expect(page).toHaveURL(/\/dev\/mailbox$/);
      await expect(
        page.getByRole('link', { name: new RegExp(`${SUBJECT} ${address}`) }),
      ).toBeVisible();
    });
  });
}
