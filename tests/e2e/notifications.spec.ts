import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { addDays, utcDateOf } from '../../src/shared/calendarDates';
import type { MailboxEmail, MailboxList } from '../../src/shared/schemas/mailbox';
import { type Account, bearer, book, listItem, register, uniqueTitle } from './api';
import { expectTapTarget, signIn } from './helpers';

/** An owner with two booking requests from a renter: two unread notifications. */
async function ownerWithRequests(request: APIRequestContext) {
  const owner = await register(request, 'Olive');
  const renter = await register(request, 'Remy');
  const title = uniqueTitle('Camping tent');
  const { id: itemId } = await listItem(request, owner, { title, price: 15 });
  const today = utcDateOf(new Date());
  for (const offset of [30, 40]) {
    await book(request, renter, itemId, {
      from: addDays(today, offset),
      to: addDays(today, offset + 2),
    });
  }
  return { owner, renter, title };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`notifications at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the bell counts unread notifications; the page marks one and then all read', async ({
      page,
      request,
    }, testInfo) => {
      const { owner, title } = await ownerWithRequests(request);
      await signIn(page, owner.email);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
      await shoot(page, testInfo, `navbar-bell-${viewport.width}`);

      await bell(page).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const rows = page.getByTestId('notification');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText('New booking request');
      await expect(rows.first()).toContainText(`Remy asked to rent "${title}"`);
      await shoot(page, testInfo, `notifications-${viewport.width}`);

      await rows
        .first()
        .getByRole('button', { name: /^Mark as read/ })
        .click();
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await expect(rows.first().getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
      await shoot(page, testInfo, `notifications-read-${viewport.width}`);

      await rows.first().getByRole('link', { name: 'New booking request' }).click();
      await expect(page).toHaveURL(/\/dashboard\?tab=incoming$/);
    });

    test('someone with no news sees the empty page', async ({ page, request }, testInfo) => {
      const loner = await register(request, 'Nia');
      await signIn(page, loner.email);
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await page.goto('/notifications');
      await expect(page.getByText('No notifications yet')).toBeVisible();
      await shoot(page, testInfo, `notifications-empty-${viewport.width}`);
    });

    test('email settings: switched off and kept, and one-click unsubscribe from an email', async ({
      page,
      request,
    }, testInfo) => {
      const { owner } = await ownerWithRequests(request);
      await signIn(page, owner.email);
      await page.goto('/notifications');
      await page.getByRole('link', { name: 'Notification settings' }).click();
      await expect(page).toHaveURL(/\/account\/notifications$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Notification settings' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const payments = page.getByRole('checkbox', { name: 'Payments' });
      await expect(payments).toBeChecked();
      await expectTapTarget(payments);
      await shoot(page, testInfo, `settings-${viewport.width}`);
      await payments.uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Payments' })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Booking requests' })).toBeChecked();

      // The link of the booking request email, as the mailbox shows it.
      const unsubscribePath = await unsubscribeLinkOf(request, owner);
      await page.goto(unsubscribePath);
      await expect(
        page.getByText('You will no longer get emails about booking requests.'),
      ).toBeVisible();
      await shoot(page, testInfo, `unsubscribed-${viewport.width}`);
      await page.getByRole('link', { name: 'Choose which emails you get' }).click();
      await expect(page.getByRole('checkbox', { name: 'Booking requests' })).not.toBeChecked();

      await page.goto('/unsubscribe/not-a-token/booking_requests');
      await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
      await shoot(page, testInfo, `unsubscribe-invalid-${viewport.width}`);
    });
  });
}

async function unsubscribeLinkOf(request: APIRequestContext, account: Account): Promise<string> {
  // On the demo each person reads the mail to their own address.
  const headers = bearer(account);
  const list = (await (await request.get('/api/dev/mailbox', { headers })).json()) as MailboxList;
  const summary = list.emails.find(
    (email) => email.to === account.email && email.subject === 'New booking request',
  );
  if (!summary) throw new Error(`no booking request email to ${account.email}`);
  const { email } = (await (
    await request.get(`/api/dev/mailbox/${summary.id}`, { headers })
  ).json()) as {
    email: MailboxEmail;
  };
  const link = email.links.find((candidate) => candidate.sitePath?.startsWith('/unsubscribe/'));
  if (!link?.sitePath) throw new Error('the email has no unsubscribe link');
  return link.sitePath;
}
