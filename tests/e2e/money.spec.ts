import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, utcDateOf } from '../../src/shared/calendarDates';
import {
  CANCELLATION_POLICY_RULE_IDS,
  type CancellationPolicy,
} from '../../src/shared/cancellationPolicyNames';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { calendarYearAt } from '../../src/shared/ledger';
import type { Booking } from '../../src/shared/schemas/bookings';
import { TEST_CARD_APPROVED } from '../../src/shared/schemas/payments';
import { type Account, bearer, book, listItem, register, uniqueTitle } from './api';
import { clickDate, freeDates, payWithCard } from './bookingSteps';
import { signIn, signUpThroughForm, uniqueEmail } from './helpers';

// With the default fees (10 % service fee, at least $1): two days at $20 are $40 of rental,
// $4 of service fee, $44 charged to the card.
const PRICE = 20;
const CHARGED = '$44.00';

async function paid(request: APIRequestContext, renter: Account, bookingId: string) {
  const session = await request.post('/api/payments/create-checkout-session', {
    headers: bearer(renter),
    data: { bookingId },
  });
  expect(session.status()).toBe(200);
  const { id } = (await session.json()) as { id: string };
  const payment = await request.post(`/api/payments/local/sessions/${id}/pay`, {
    data: { cardNumber: TEST_CARD_APPROVED, expiry: '12/34', cvc: '123' },
  });
  expect(payment.status()).toBe(200);
}

/** A paid rental the owner has confirmed, starting `daysAhead` days from today (UTC). */
async function confirmedPaidRental(
  request: APIRequestContext,
  policy: CancellationPolicy,
  daysAhead: number,
) {
  const owner = await register(request, 'Olive');
  const renter = await register(request, 'Remy');
  const title = uniqueTitle(`Camera ${policy}`);
  const item = await listItem(request, owner, { title, price: PRICE, cancellationPolicy: policy });
  const from = addDays(utcDateOf(new Date()), daysAhead);
  const bookingId = await book(request, renter, item.id, { from, to: addDays(from, 2) });
  const accepted = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: bearer(owner),
    data: { status: 'confirmed' },
  });
  expect(accepted.status()).toBe(200);
  await paid(request, renter, bookingId);
  return { owner, renter, title, bookingId };
}

// Days ahead chosen so that each policy lands on a different rule: flexible more than 24 h
// before the start (all back), moderate under 5 days (half), strict under 7 days (nothing). The
// owner keeps that share of the $38.00 payout ($40 less the 5 % commission).
const policyCases = [
  { policy: 'flexible', daysAhead: 10, refund: '$44.00', ownerKeeps: '$0.00' },
  { policy: 'moderate', daysAhead: 3, refund: '$22.00', ownerKeeps: '$19.00' },
  { policy: 'strict', daysAhead: 3, refund: '$0.00', ownerKeeps: '$38.00' },
] as const;

for (const { policy, daysAhead, refund, ownerKeeps } of policyCases) {
  test(`cancel under the ${policy} policy, seeing the refund before confirming`, async ({
    page,
    request,
  }) => {
    const { owner, renter, title } = await confirmedPaidRental(request, policy, daysAhead);
    await signIn(page, renter.email);
    await page.getByRole('tab', { name: 'My Bookings' }).click();
    const card = page.getByRole('tabpanel').getByRole('article', { name: title });
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(card.getByTestId('charges')).toContainText(`Total charged:${CHARGED}`);

    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const preview = dialog.getByTestId('refund-preview');
    await expect(preview).toContainText(inEnglish('dashboard.refund.renter', { amount: refund }));
    await expect(preview).toContainText(inEnglish(CANCELLATION_POLICY_RULE_IDS[policy]));

    // The refund the dialog showed is the one the server makes.
    await dialog.getByLabel('Why are you cancelling this booking?').fill('Plans changed.');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('booking-status')).toHaveText('Cancelled');
    const mine = await request.get('/api/bookings/my-bookings?type=as_renter', {
      headers: bearer(renter),
    });
    const [booking] = ((await mine.json()) as { bookings: Booking[] }).bookings;
    expect(`$${booking?.refunded.toFixed(2)}`).toBe(refund);
    // Both cards say what went back, even nothing, and what the owner keeps, each in its words.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByTestId('charges')).toContainText(`Refunded:${refund}`);
    await expect(card.getByTestId('charges')).toContainText(`Kept by the owner:${ownerKeeps}`);
    await signIn(page, owner.email);
    await page.getByRole('tab', { name: 'Incoming Bookings' }).click();
    const ownerCard = page.getByRole('tabpanel').getByRole('article', { name: title });
    await expect(ownerCard.getByTestId('charges')).toContainText(
      `Refunded to the renter:${refund}`,
    );
    await expect(ownerCard.getByTestId('charges')).toContainText(`You keep:${ownerKeeps}`);
  });
}

test('the owner cancels a confirmed rental: the renter gets everything back, the profile counts it', async ({
  page,
  request,
}) => {
  const { owner, title } = await confirmedPaidRental(request, 'strict', 3);
  await signIn(page, owner.email);
  await page.getByRole('tab', { name: 'Incoming Bookings' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(card.getByTestId('charges')).toContainText('Your payout:$38.00');

  await card.getByRole('button', { name: 'Cancel rental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this rental?' });
  await expect(dialog.getByTestId('refund-preview')).toContainText(
    `The renter will get back ${CHARGED}`,
  );
  await dialog.getByLabel('Why are you cancelling this booking?').fill('The camera broke.');
  await dialog.getByRole('button', { name: 'Cancel Rental' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(card.getByTestId('charges')).toContainText(`Refunded to the renter:${CHARGED}`);
  await expect(card.getByTestId('charges')).toContainText('You keep:$0.00');

  await page.goto(`/users/${owner.id}`);
  await expect(page.getByTestId('owner-cancellations')).toHaveText('Cancelled 1 confirmed rental');
});

test('book with the fee and the deposit shown; the checkout charges the same total', async ({
  page,
  request,
}) => {
  await signUpThroughForm(page, uniqueEmail('deposit'));
  const owner = await register(request, 'Olive');
  const item = await listItem(request, owner, {
    title: uniqueTitle('Drone'),
    price: 18,
    cancellationPolicy: 'moderate',
    deposit: 150,
  });
  const dates = await freeDates(request, item.id, 3);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByText(inEnglish('terms.policyRule.moderate'))).toBeVisible();
  await expect(page.getByText('$150.00')).toBeVisible();

  await clickDate(page, 'Pick up', dates.from);
  await clickDate(page, 'Return', dates.to);
  const summary = page.getByTestId('cost-summary');
  // $54 of rental, a 10 % service fee, the deposit held apart from what is charged.
  await expect(summary).toContainText('Rental price$18.00 × 3 days$54.00');
  await expect(summary).toContainText('Service fee$5.40');
  await expect(summary).toContainText('Total charged$59.40');
  await expect(summary).toContainText('Deposit held');
  await expect(summary).toContainText('$150.00');

  await page.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByRole('button', { name: 'Pay $59.40' })).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Total charged$59.40')).toBeVisible();
});

/** The dashboard's money card, and the figure it shows once loaded. */
async function expectStat(page: Page, stat: 'earned' | 'spent', amount: string) {
  const year = calendarYearAt(new Date(), 'America/New_York').year;
  const card = page.getByTestId(`stat-${stat}`);
  await expect(card.getByRole('term')).toHaveText(inEnglish(`dashboard.stat.${stat}`, { year }));
  await expect(card.getByRole('definition').first()).toHaveText(amount);
}

test("the dashboard's money is the ledger's: after a payment, a partial refund and a cancellation it matches Earnings to the cent", async ({
  browser,
  request,
}, testInfo) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };
  // Moderate, three days ahead: the renter's cancellation gives half back.
  const { owner, renter, bookingId } = await confirmedPaidRental(request, 'moderate', 3);
  const renterPage = await (await browser.newContext(phone)).newPage();
  await signIn(renterPage, renter.email);
  await expectStat(renterPage, 'spent', CHARGED);
  await expectStat(renterPage, 'earned', '$0.00');

  const cancelled = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: bearer(renter),
    data: { status: 'cancelled', reason: 'Plans changed.' },
  });
  expect(cancelled.status()).toBe(200);
  // Live: the open dashboard reads the year's money again when the booking changes.
  await expectStat(renterPage, 'spent', '$22.00');
  await renterPage.screenshot({ path: testInfo.outputPath('dashboard-money-renter-390.png') });

  // Kept: $22 of $44, of which the rental's share is $20, less its $1 of commission.
  const ownerPage = await (await browser.newContext(phone)).newPage();
  await signIn(ownerPage, owner.email);
  await expectStat(ownerPage, 'earned', '$19.00');
  await expectStat(ownerPage, 'spent', '$0.00');
  await ownerPage.screenshot({ path: testInfo.outputPath('dashboard-money-owner-390.png') });
  await ownerPage
    .getByTestId('stat-earned')
    .getByRole('link', { name: inEnglish('dashboard.stat.earnedHint') })
    .click();
  const year = calendarYearAt(new Date(), 'America/New_York').year;
  await expect(ownerPage.getByTestId('earned-this-year')).toHaveText(
    inEnglish('earnings.earnedThisYear', { year, amount: '$19.00' }),
  );
  await expect(ownerPage.getByTestId('balance-available')).toContainText('$19.00');
  await ownerPage.screenshot({ path: testInfo.outputPath('earnings-year-owner-390.png') });
});
