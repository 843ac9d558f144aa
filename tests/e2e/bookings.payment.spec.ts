import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatCurrency } from '../../src/shared/format';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import { toCents } from '../../src/shared/money';
import { quoteBooking } from '../../src/shared/pricing';
import type { Booking } from '../../src/shared/schemas/bookings';
import { listItem, register, uniqueTitle } from './api';
import { clickDate, freeDates, keyInDate, payWithCard } from './bookingSteps';
import { logInThroughForm, PASSWORD, signUpThroughForm, uniqueEmail } from './helpers';

/** Someone else's item, for this journey alone. */
async function neighboursItem(request: APIRequestContext) {
  const owner = await register(request, 'Olive');
  return listItem(request, owner, { title: uniqueTitle('Camping tent'), price: 18 });
}

const bookedMessage = 'Booking successful! Please go to your dashboard to complete payment.';

test('book dates with the picker, pay with the test card and see the booking confirmed', async ({
  page,
  request,
}) => {
  await signUpThroughForm(page, uniqueEmail('renter'));
  const item = await neighboursItem(request);
  const dates = await freeDates(request, item.id, 3);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { name: 'Book This Item' })).toBeVisible();

  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select both start and end dates.');

  await clickDate(page, 'Pick up', dates.from);
  await clickDate(page, 'Return', dates.to);
  const quote = quoteBooking(toCents(item.price), item.duration, dates.from, dates.to);
  if (!quote) throw new Error('three nights always have a price');
  const rate = inEnglish('money.rate', {
    price: formatCurrency(item.price, SOURCE_LOCALE),
    unit: item.duration,
    count: quote.units,
  });
  await expect(page.getByText(rate)).toBeVisible();

  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(bookedMessage)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
    'href',
    '/dashboard?tab=bookings',
  );

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByText('Lendwell test checkout')).toBeVisible();
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_local_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Your booking has been confirmed.')).toBeVisible();
  await expect(page.getByText(item.title)).toBeVisible();
});

test('dates by keyboard; a declined card keeps the booking unpaid, the approved one pays', async ({
  page,
  request,
}) => {
  await signUpThroughForm(page, uniqueEmail('declined'));
  const item = await neighboursItem(request);
  const dates = await freeDates(request, item.id, 2, 1);
  await page.goto(`/item/${item.id}`);
  await keyInDate(page, 'Pick up', dates.from);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Return', { exact: true })).toBeFocused();
  await keyInDate(page, 'Return', dates.to);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(bookedMessage)).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);

  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined. Please try another card.',
  );
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');

  const token = await page.evaluate(() => localStorage.getItem('lendwell.token'));
  const mine = await request.get('/api/bookings/my-bookings?type=as_renter', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { bookings } = (await mine.json()) as { bookings: Booking[] };
  expect(bookings.map((booking) => [booking.status, booking.payment_status])).toEqual([
    ['pending', 'unpaid'],
  ]);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
});

test('booking while signed out asks to log in and comes back to the item', async ({
  page,
  request,
}) => {
  const { email } = await register(request, 'Robin', 'Lee');
  const password = PASSWORD;
  const item = await neighboursItem(request);
  const dates = await freeDates(request, item.id, 1, 60);

  await page.goto(`/item/${item.id}`);
  await clickDate(page, 'Pick up', dates.from);
  await clickDate(page, 'Return', dates.to);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Please log in to book this item.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(new RegExp(`/item/${item.id}\\?from=${dates.from}&to=${dates.to}$`));
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(bookedMessage)).toBeVisible();
});
