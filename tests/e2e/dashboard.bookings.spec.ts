import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, utcDateOf } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { type Account, bearer, book, listItem, register, uniqueTitle } from './api';
import { signIn } from './helpers';

interface Scenario {
  owner: Account;
  renter: Account;
  itemId: string;
  title: string;
  /** Non-overlapping pending requests, so accepting one never rejects another. */
  bookingIds: string[];
}

async function scenario(request: APIRequestContext, requests: number): Promise<Scenario> {
  const owner = await register(request, 'Olive');
  const renter = await register(request, 'Remy');
  const title = uniqueTitle('Cordless drill');
  const { id: itemId } = await listItem(request, owner, { title, price: 25 });
  const today = utcDateOf(new Date());
  const bookingIds: string[] = [];
  for (let index = 0; index < requests; index += 1) {
    const from = addDays(today, 30 + index * 10);
    bookingIds.push(await book(request, renter, itemId, { from, to: addDays(from, 2) }));
  }
  return { owner, renter, itemId, title, bookingIds };
}

const statCard = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

test('the owner accepts one request and rejects another; the figures follow', async ({
  page,
  request,
}) => {
  const { owner, renter, itemId, title } = await scenario(request, 3);
  await signIn(page, owner.email);

  await page.getByRole('tab', { name: 'Incoming Bookings' }).click();
  await expect(page).toHaveURL(/tab=incoming/);
  const cards = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Remy Tester');
  await expect(cards.first()).toContainText('(2 days)');
  await expect(cards.first()).toContainText('$50.00');
  await expect(cards.first().getByTestId('booking-status')).toHaveText('Pending');
  await expect(cards.first().getByTestId('payment-status')).toHaveText('Unpaid');
  await expect(cards.first().getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(cards.first().getByRole('button', { name: 'Reject' })).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      'Reject this booking request? The renter will be told it was declined.',
    );
    void dialog.accept();
  });
  await cards.nth(1).getByRole('button', { name: 'Reject' }).click();
  await expect(cards.nth(1).getByTestId('booking-status')).toHaveText('Rejected');
  await expect(cards.nth(1).getByRole('button')).toHaveCount(0);

  await cards.nth(0).getByRole('button', { name: 'Accept' }).click();
  await expect(cards.nth(0).getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(cards.nth(0).getByTestId('payment-status')).toHaveText('Unpaid');
  await expect(cards.nth(0).getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    `/chat/${itemId}?with=${renter.id}`,
  );
  await expect(page).toHaveURL(/tab=incoming/);

  await expect(statCard(page, 'Active Bookings')).toContainText('2');
  // Accepted is not paid: the money cards count what the ledger holds, and nothing moved yet.
  await expect(page.getByTestId('stat-earned').getByRole('definition').first()).toHaveText('$0.00');
  await expect(page.getByTestId('stat-spent').getByRole('definition').first()).toHaveText('$0.00');
  await expect(statCard(page, 'My Items')).toContainText('1');

  await page.getByRole('tab', { name: 'Overview' }).click();
  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByRole('article')).toHaveCount(3);
  await expect(recent.getByText('You are lending').first()).toBeVisible();
});

test('the renter must give a reason to cancel; the reason is shown afterwards', async ({
  page,
  request,
}) => {
  const { owner, renter, itemId, title, bookingIds } = await scenario(request, 2);
  const [toConfirm, toCancel] = bookingIds;
  const accepted = await request.put(`/api/bookings/${toConfirm}/status`, {
    headers: bearer(owner),
    data: { status: 'confirmed' },
  });
  expect(accepted.status()).toBe(200);
  await signIn(page, renter.email);

  await page.getByRole('tab', { name: 'My Bookings' }).click();
  const cards = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(cards).toHaveCount(2);
  const confirmed = cards.filter({
    has: page.getByTestId('booking-status').getByText('Confirmed'),
  });
  await expect(confirmed).toContainText('Olive Tester');
  await expect(confirmed.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/payment/${itemId}?booking=${toConfirm}`,
  );
  await expect(confirmed.getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    `/chat/${itemId}?with=${owner.id}`,
  );
  // A confirmed rental may be cancelled too, under the item's policy.
  await expect(confirmed.getByRole('button', { name: 'Cancel' })).toHaveCount(1);
  // The street address is shared with the renter once confirmed, and only then.
  await expect(confirmed).toContainText('Address:5 Lake Road');

  const pending = cards.filter({ has: page.getByTestId('booking-status').getByText('Pending') });
  await expect(pending).not.toContainText('5 Lake Road');
  await pending.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  // The dialog's root has no box of its own (its panel is fixed), so look at what it shows.
  await expect(dialog.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
  const reason = dialog.getByLabel('Why are you cancelling this booking?');
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(
    dialog.getByText('Please enter a reason for cancelling this booking.'),
  ).toBeVisible();
  await reason.fill('   ');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(
    dialog.getByText('Please enter a reason for cancelling this booking.'),
  ).toBeVisible();
  await expect(reason).toBeVisible();

  await reason.fill('My plans changed.');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(dialog).toHaveCount(0);
  const cancelled = cards.filter({ hasText: 'My plans changed.' });
  await expect(cancelled.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(cancelled).toContainText('Cancellation reason: My plans changed.');
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  await expect(page).toHaveURL(/tab=bookings/);
  const stored = await request.get('/api/bookings/my-bookings?type=as_renter', {
    headers: bearer(renter),
  });
  const { bookings } = (await stored.json()) as { bookings: { id: string; status: string }[] };
  expect(bookings.find((booking) => booking.id === toCancel)?.status).toBe('cancelled');

  await expect(statCard(page, 'Active Bookings')).toContainText('1');

  // From the confirmed booking to its item: the page shows the address this renter may read.
  await confirmed.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/item/${itemId}$`));
  await expect(page.getByText('5 Lake Road, Springfield, 62701')).toBeVisible();
});

test('a new account sees the empty states', async ({ page, request }) => {
  const newcomer = await register(request, 'Nia');
  await signIn(page, newcomer.email);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(
    'No bookings yet',
  );
  await page.getByRole('tab', { name: 'My Bookings' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No bookings yet');
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: 'Browse Items' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Incoming Bookings' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No incoming bookings');
  await expect(statCard(page, 'Active Bookings')).toContainText('0');
});

test('bookings that fail to load leave a usable dashboard with a retry', async ({
  page,
  request,
}) => {
  const newcomer = await register(request, 'Fay');
  await page.route('**/api/bookings/my-bookings**', (route) =>
    route.fulfill({ status: 503, json: { error: 'Down for a moment', code: 'UNAVAILABLE' } }),
  );
  await signIn(page, newcomer.email);
  const notice = page.getByText(
    'Your bookings could not be loaded, so the figures may be incomplete.',
  );
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(statCard(page, 'Active Bookings')).toContainText('0');
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(
    'No bookings yet',
  );

  await page.unroute('**/api/bookings/my-bookings**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
});

test('a refused status change says so and shows the booking as it now is', async ({
  page,
  request,
}) => {
  const { owner, renter, title, bookingIds } = await scenario(request, 1);
  // A tab that has not heard of the change yet: its live stream is held off.
  await page.route('**/api/events', (route) => route.abort());
  await signIn(page, owner.email);
  await page.getByRole('tab', { name: 'Incoming Bookings' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();

  const missingReason = await request.put(`/api/bookings/${bookingIds[0]}/status`, {
    headers: bearer(renter),
    data: { status: 'cancelled' },
  });
  expect(missingReason.status()).toBe(400);
  expect(await missingReason.json()).toMatchObject({ field: 'reason' });
  const cancelled = await request.put(`/api/bookings/${bookingIds[0]}/status`, {
    headers: bearer(renter),
    data: { status: 'cancelled', reason: 'Found one to borrow.' },
  });
  expect(cancelled.status()).toBe(200);

  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Failed to accept booking. Please try again.')).toBeVisible();
  await expect(card.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(card).toContainText('Cancellation reason: Found one to borrow.');
});

test('a change made elsewhere shows on the dashboard at once, without reloading', async ({
  page,
  request,
}) => {
  const { owner, renter, title, bookingIds } = await scenario(request, 1);
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  await signIn(page, owner.email);
  await streamOpen;
  await page.getByRole('tab', { name: 'Incoming Bookings' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(card.getByTestId('booking-status')).toHaveText('Pending');

  const cancelled = await request.put(`/api/bookings/${bookingIds[0]}/status`, {
    headers: bearer(renter),
    data: { status: 'cancelled', reason: 'Plans changed.' },
  });
  expect(cancelled.status()).toBe(200);
  await expect(card.getByTestId('booking-status')).toHaveText('Cancelled', { timeout: 2_000 });
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
});

test('a cancel dialog whose code did not arrive says so, and the next press opens it', async ({
  page,
  request,
}) => {
  const { renter, title } = await scenario(request, 1);
  await signIn(page, renter.email);
  await page.getByRole('tab', { name: 'My Bookings' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  const dialogCode = '**/assets/CancelBookingDialog-*.js';
  await page.route(dialogCode, (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(inEnglish('errors.partNotLoaded'))).toBeVisible();
  await expect(card.getByTestId('booking-status')).toHaveText('Pending');

  await page.unroute(dialogCode);
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByLabel('Why are you cancelling this booking?')).toBeFocused();
});
