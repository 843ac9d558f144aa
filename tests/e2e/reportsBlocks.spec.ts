import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { bearer, listItem, register, uniqueTitle } from './api';
import { expectTapTarget, expectWholeText, signIn } from './helpers';

/** A page whole; a dialog as the screen shows it, over the page behind. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`reports and blocks at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('report a listing from its page, and find the report open in My reports', async ({
      page,
      request,
    }, testInfo) => {
      const owner = await register(request, 'Olive', 'Owner');
      const reporter = await register(request, 'Remy', 'Reporter');
      const title = uniqueTitle('Suspicious drill');
      const item = await listItem(request, owner, { title });
      await signIn(page, reporter.email);
      await page.goto('/reports');
      await expect(page.getByText('No reports yet')).toBeVisible();
      await shoot(page, testInfo, `my-reports-empty-${viewport.width}`);

      await page.goto(`/item/${item.id}`);
      const reportButton = page.getByRole('button', { name: 'Report listing', exact: true });
      await reportButton.click();
      const dialog = page.getByRole('dialog', { name: 'Report this listing' });
      await expect(dialog.getByRole('heading', { name: 'Report this listing' })).toBeVisible();
      // Nothing chosen, nothing said: both are asked for.
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText('Choose a reason.')).toBeVisible();
      for (const reason of await dialog.getByRole('radio').all()) await expectTapTarget(reason);
      await dialog.getByRole('radio', { name: /Scam/ }).check();
      await dialog.getByRole('radio', { name: /Other/ }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText(/"Other" needs a description/)).toBeVisible();
      await dialog.getByRole('radio', { name: /Scam/ }).check();
      await dialog.getByLabel('What happened?').fill('Asked me to pay by wire transfer first.');
      await expect(dialog.getByTestId('report-counter')).toHaveText('39 / 1000');
      await shoot(page, testInfo, `report-dialog-${viewport.width}`, false);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText('Thank you. Your report was sent to our team.')).toBeVisible();
      await shoot(page, testInfo, `report-sent-${viewport.width}`, false);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(reportButton).toBeFocused();

      // A second report while the first is open is refused with the reason.
      await reportButton.click();
      await dialog.getByRole('radio', { name: /Unsafe/ }).check();
      await dialog.getByLabel('What happened?').fill('The cord looks damaged in the photos.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByRole('alert')).toContainText('You have already reported this');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/account');
      await page
        .getByRole('navigation', { name: 'Account settings' })
        .getByRole('link', { name: 'My reports' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'My reports' })).toBeVisible();
      const row = page.getByTestId('my-report');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: title })).toBeVisible();
      await expect(row.getByText('Open', { exact: true })).toBeVisible();
      await expect(row.getByText(/Scam · Reported/)).toBeVisible();
      await expect(row.getByText('Waiting for an administrator.')).toBeVisible();
      await shoot(page, testInfo, `my-reports-${viewport.width}`);
    });

    test('block someone: the chat stops taking messages and booking is refused; unblock in settings', async ({
      page,
      request,
    }, testInfo) => {
      const owner = await register(request, 'Bea', 'Owner');
      const renter = await register(request, 'Ben', 'Renter');
      const item = await listItem(request, owner, {
        title: uniqueTitle('Four-person dome tent with rain fly'),
      });
      const sent = await request.post('/api/messages', {
        headers: bearer(owner),
        data: { receiverId: renter.id, itemId: item.id, messageText: 'Hi Ben, it is free.' },
      });
      expect(sent.status()).toBe(201);
      await signIn(page, renter.email);

      const chatUrl = `/chat/${item.id}?with=${owner.id}`;
      await page.goto(chatUrl);
      await expect(page.getByText('Hi Ben, it is free.')).toBeVisible();
      // The person and the listing read in full, and the block control says what it does.
      const chatHeader = page.getByRole('main').locator('header').first();
      await expectWholeText(chatHeader.getByRole('heading', { level: 1 }).getByRole('link'));
      await expectWholeText(chatHeader.getByRole('link', { name: item.title }));
      await expect(chatHeader.getByRole('button', { name: 'Block user' })).toHaveText('Block user');
      await shoot(page, testInfo, `chat-with-report-${viewport.width}`);
      await page.getByRole('button', { name: 'Report message' }).click();
      const reportMessage = page.getByRole('dialog', { name: 'Report this message' });
      await expect(
        reportMessage.getByText('Bea: "Hi Ben, it is free."', { exact: false }),
      ).toBeVisible();
      await shoot(page, testInfo, `report-message-dialog-${viewport.width}`, false);
      await reportMessage.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Report message' })).toBeFocused();

      await page.getByRole('button', { name: 'Block user' }).click();
      const confirm = page.getByRole('dialog', { name: 'Block Bea O.?' });
      await expect(confirm.getByRole('heading', { name: 'Block Bea O.?' })).toBeVisible();
      await shoot(page, testInfo, `block-confirm-${viewport.width}`, false);
      await confirm.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(confirm).toBeHidden();
      // The toast and its close button open below the page's header, not over it.
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'You blocked' });
      // The short name's own full stop ends the sentence: not two of them.
      await expect(toast).toContainText('You blocked Bea O.');
      await expect(toast).not.toContainText('..');
      const close = toast.getByRole('button', { name: 'Close toast' });
      await expect(close).toBeVisible();
      const header = await page.getByRole('banner').boundingBox();
      const headerBottom = header ? header.y + header.height : Number.POSITIVE_INFINITY;
      // Polled: the toast slides in from above.
      await expect
        .poll(async () => (await close.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(headerBottom);
      await expect(page.getByTestId('chat-blocked')).toContainText('You blocked this person');
      await expect(page.getByPlaceholder('Type a message...')).toHaveCount(0);
      // The conversation stays readable.
      await expect(page.getByText('Hi Ben, it is free.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unblock user' })).toBeVisible();
      await shoot(page, testInfo, `chat-blocked-${viewport.width}`);

      await page.goto('/inbox');
      await expect(
        page.getByRole('link', { name: /Bea O\./ }).getByText('Blocked', { exact: true }),
      ).toBeVisible();
      await shoot(page, testInfo, `inbox-blocked-${viewport.width}`);

      await page.goto(`/item/${item.id}`);
      await expect(
        page.getByText('You blocked the owner, so you cannot book this item.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
      await shoot(page, testInfo, `item-blocked-${viewport.width}`);
      const today = earliestTodayOnEarth(new Date());
      const refused = await request.post('/api/bookings', {
        headers: bearer(renter),
        data: { itemId: item.id, fromDate: addDays(today, 3), toDate: addDays(today, 5) },
      });
      expect(refused.status()).toBe(403);
      // The owner is refused too: a block works both ways.
      const ownerWrites = await request.post('/api/messages', {
        headers: bearer(owner),
        data: { receiverId: renter.id, itemId: item.id, messageText: 'Still there?' },
      });
      expect(ownerWrites.status()).toBe(403);

      await page.goto('/account');
      await page
        .getByRole('navigation', { name: 'Account settings' })
        .getByRole('link', { name: 'Blocked people' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Blocked people' })).toBeVisible();
      await expect(page.getByTestId('blocked-person')).toContainText('Bea Owner');
      await shoot(page, testInfo, `blocked-people-${viewport.width}`);
      await page.getByRole('button', { name: 'Unblock Bea Owner' }).click();
      const unblock = page.getByRole('dialog', { name: 'Unblock Bea Owner?' });
      await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
      await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
      await shoot(page, testInfo, `blocked-people-empty-${viewport.width}`);

      await page.goto(chatUrl);
      await expect(page.getByTestId('chat-blocked')).toHaveCount(0);
      const composer = page.getByPlaceholder('Type a message...');
      await composer.fill('Great, I will pick it up Saturday.');
      await composer.press('Enter');
      await expect(page.getByText('Great, I will pick it up Saturday.')).toBeVisible();
      await expect(page.getByText('Sending...')).toHaveCount(0);
    });
  });
}
