import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { CLOCK_SHIFT_HEADER } from '../../src/server/requestClock';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { type Account, bearer, listItem, register, uniqueTitle } from './api';
import { signIn } from './helpers';

const ADMIN = DEMO_ACCOUNTS.find((account) => account.accountRole === 'admin');
const DAYS_AGO = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const shifted = (days: number) => ({ [CLOCK_SHIFT_HEADER]: String(days) });

/**
 * A two-day rental, requested and paid three days ago, that ends today: the renter's payment
 * confirms it, and the clock completes it today. Undefined when the server's own sweep expired
 * the request (its start is in the past by the real clock) before the payment landed.
 */
async function tryPaidRentalEndingToday(request: APIRequestContext, owner: Account) {
  const renter = await register(request, 'Rita', 'Renter');
  const item = await listItem(request, owner, { title: uniqueTitle('Camera'), price: 40 });
  const thenToday = earliestTodayOnEarth(new Date(Date.now() - DAYS_AGO * DAY_MS));
  const booked = await request.post('/api/bookings', {
    headers: { ...bearer(renter), ...shifted(-DAYS_AGO) },
    data: { itemId: item.id, fromDate: addDays(thenToday, 1), toDate: addDays(thenToday, 3) },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
  const checkout = await request.post('/api/payments/create-checkout-session', {
    headers: { ...bearer(renter), ...shifted(-DAYS_AGO) },
    data: { bookingId },
  });
  if (checkout.status() === 409) return undefined;
  expect(checkout.status()).toBe(200);
  const { id } = (await checkout.json()) as { id: string };
  const paid = await request.post(`/api/payments/local/sessions/${id}/pay`, {
    headers: shifted(-DAYS_AGO),
    data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Rita Renter' },
  });
  expect(paid.status()).toBe(200);
  const bookings = await request.get('/api/bookings/my-bookings?type=as_renter', {
    headers: bearer(renter),
  });
  const [booking] = ((await bookings.json()) as { bookings: { status: string }[] }).bookings;
  return booking?.status === 'completed' ? item : undefined;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("an owner's completed rental is pending, then available, paid out and marked paid by an administrator", async ({
  browser,
  request,
}) => {
  if (!ADMIN) throw new Error('the demo data has no administrator');
  const suffix = Math.random().toString(36).slice(2, 7);
  const owner = await register(request, `Ola${suffix}`, 'Owner');
  let item: Awaited<ReturnType<typeof tryPaidRentalEndingToday>>;
  for (let attempt = 1; attempt <= 3 && !item; attempt += 1) {
    item = await tryPaidRentalEndingToday(request, owner);
  }
  if (!item) throw new Error('every rental expired before it was paid');

  // The rental ended today: $80 less the 5 % commission waits out the 48 h deposit window.
  const page = await newPage(browser);
  await signIn(page, owner.email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: inEnglish('shell.earnings'), exact: true }).click();
  await expect(
    page.getByRole('heading', { name: inEnglish('shell.earnings'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('balance-pending')).toContainText('$76.00');
  await expect(page.getByTestId('balance-available')).toContainText('$0.00');
  const entry = page.getByTestId('earnings-entry');
  await expect(entry).toContainText(item.title);
  await expect(entry).toContainText(inEnglish('earnings.kind.rentalEarning'));
  await expect(entry).toContainText('+$76.00');
  await expect(
    page.getByRole('button', { name: inEnglish('earnings.requestPayout') }),
  ).toBeDisabled();

  // Two days later the window has closed.
  await page.setExtraHTTPHeaders(shifted(2));
  await page.reload();
  await expect(page.getByTestId('balance-pending')).toContainText('$0.00');
  await expect(page.getByTestId('balance-available')).toContainText('$76.00');
  await page.getByRole('button', { name: inEnglish('earnings.requestPayout') }).click();
  await expect(page.getByText(inEnglish('earnings.payoutRequested'))).toBeVisible();
  await expect(page.getByTestId('balance-available')).toContainText('$0.00');
  const payout = page.getByTestId('payout');
  await expect(payout).toContainText('$76.00');
  await expect(payout).toContainText(inEnglish('earnings.payoutStatus.requested'));

  // An administrator sends it and says so in the console.
  const admin = await newPage(browser);
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/payouts?status=requested');
  await admin
    .getByRole('button', {
      name: inEnglish('earnings.admin.markPaidLabel', { amount: '$76.00', owner: owner.name }),
      exact: true,
    })
    .click();
  await expect(
    admin.getByRole('button', {
      name: inEnglish('earnings.admin.markPaidLabel', { amount: '$76.00', owner: owner.name }),
    }),
  ).toBeHidden();
  await admin.goto('/admin/audit');
  await expect(
    admin.getByText(
      inEnglish('earnings.admin.payoutLabel', { amount: '$76.00', owner: owner.name }),
    ),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('payout')).toContainText(inEnglish('earnings.payoutStatus.paid'));
  await expect(page.getByTestId('earnings-entry').first()).toContainText('-$76.00');
});
