import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Receipt } from '../../src/shared/schemas/receipts';
import { type Account, bearer, book, listItem, register, uniqueTitle } from './api';
import { freeDates, payWithCard } from './bookingSteps';
import { signIn } from './helpers';

/** An owner's $20-a-day item and a renter's three-day request for it. */
async function requested(request: APIRequestContext) {
  const owner = await register(request, 'Olive', 'Owner');
  const renter = await register(request, 'Remy', 'Renter');
  const item = await listItem(request, owner, { title: uniqueTitle('Pressure washer'), price: 20 });
  const dates = await freeDates(request, item.id, 3);
  const bookingId = await book(request, renter, item.id, dates);
  return { owner, renter, item, bookingId };
}

async function openCheckout(request: APIRequestContext, renter: Account, bookingId: string) {
  const response = await request.post('/api/payments/create-checkout-session', {
    headers: bearer(renter),
    data: { bookingId },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; url: string };
}

async function receiptOf(request: APIRequestContext, account: Account, bookingId: string) {
  const response = await request.get(`/api/bookings/${bookingId}/receipt`, {
    headers: bearer(account),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { receipt: Receipt }).receipt;
}

async function expectBreakdown(page: Page) {
  const breakdown = page.getByRole('region', { name: 'Breakdown' });
  await expect(breakdown.getByText('Rental price')).toBeVisible();
  await expect(breakdown.getByText('$60.00')).toBeVisible();
  await expect(breakdown.getByText('Service fee')).toBeVisible();
  await expect(breakdown.getByText('$6.00')).toBeVisible();
  await expect(breakdown.getByText('Total charged')).toBeVisible();
  await expect(breakdown.getByText('$66.00')).toBeVisible();
}

test('the renter pays, then opens the receipt from the dashboard and prints it; the owner exports the booked dates', async ({
  page,
  request,
}) => {
  const { renter, owner, item, bookingId } = await requested(request);
  await signIn(page, renter.email);
  const checkout = await openCheckout(request, renter, bookingId);
  await page.goto(new URL(checkout.url).pathname);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await page.goto('/dashboard?tab=bookings');
  await page.getByRole('link', { name: `Receipt: ${item.title}` }).click();
  await expect(page).toHaveURL(`/bookings/${bookingId}/receipt`);
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expectBreakdown(page);
  await expect(page.getByText('Remy R.')).toBeVisible();
  await expect(page.getByText('Olive O.')).toBeVisible();
  await expect(page.getByText('No refunds.')).toBeVisible();
  // The renter is not shown the owner's commission.
  await expect(page.getByText('Your payout')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expectBreakdown(page);
  await page.emulateMedia({ media: 'screen' });

  // The owner reads the same receipt, with the commission and their payout.
  await signIn(page, owner.email);
  await page.goto(`/bookings/${bookingId}/receipt`);
  await expect(page.getByText('Your payout')).toBeVisible();
  await expect(page.getByText('$57.00')).toBeVisible();

  // The owner downloads the item's booked dates from its availability section.
  await page.goto(`/edit-item/${item.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download booked dates (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pressure-washer-[a-z0-9]+-booked-dates\.ics$/);
  const file = await request.get(`/api/items/${item.id}/calendar.ics`);
  expect(await file.text()).toContain('SUMMARY:Booked');
});

test('a refunded booking’s receipt shows the refund', async ({ page, request }) => {
  const { renter, owner, bookingId } = await requested(request);
  const checkout = await openCheckout(request, renter, bookingId);
  const paid = await request.post(`/api/payments/local/sessions/${checkout.id}/pay`, {
    data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Remy Renter' },
  });
  expect(paid.status()).toBe(200);
  const cancelled = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: bearer(owner),
    data: { status: 'cancelled', reason: 'The washer broke.' },
  });
  expect(cancelled.status()).toBe(200);
  await expect
    .poll(async () => (await receiptOf(request, renter, bookingId)).refunds[0]?.pending)
    .toBe(false);

  await signIn(page, renter.email);
  await page.goto(`/bookings/${bookingId}/receipt`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText(/^Refunded on /)).toBeVisible();
  await expect(refunds.getByText('−$66.00')).toBeVisible();
  await expect(refunds.getByText('Paid after refunds')).toBeVisible();
  await expect(refunds.getByText('$0.00')).toBeVisible();
});

test('a person copies their calendar link, then makes a new one and the old one stops', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { renter } = await requested(request);
  await signIn(page, renter.email);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByText('You have no calendar link yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Create calendar link' }).click();

  const link = section.getByLabel('Your calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const first = new URL(await link.inputValue()).pathname;
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(first);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Requested: Renting Pressure washer');

  await section.getByRole('button', { name: 'Make a new link' }).click();
  await expect(link).not.toHaveValue(new RegExp(`${first}$`));
  const second = new URL(await link.inputValue()).pathname;
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  // Later visits show that a link is live, never the secret itself.
  await page.reload();
  await expect(section.getByText(/^Your calendar link is active since /)).toBeVisible();
  await expect(section.getByLabel('Your calendar link')).toHaveCount(0);
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText('Your calendar link is turned off.')).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});
