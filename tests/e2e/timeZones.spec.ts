import { expect, test } from '@playwright/test';
import { addDays } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { todayIn } from '../../src/shared/timeZones';
import { bearer, book, listItem, register, uniqueTitle } from './api';
import { signIn } from './helpers';

const escaped = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The browser's clock is in New York; the item is in Honolulu, five hours behind.
test.use({ timezoneId: 'America/New_York' });

test('a renter in New York sees a Honolulu item on its own clock, and its deposit released at midnight there', async ({
  browser,
  page,
  request,
}) => {
  const owner = await register(request, 'Keanu', 'Owner');
  const renter = await register(request, 'Nia', 'Renter');
  const item = await listItem(request, owner, {
    title: uniqueTitle('Surfboard'),
    city: 'Honolulu',
    zipCode: '96813',
    price: 30,
    deposit: 100,
  });
  expect(item.timeZone).toBe('Pacific/Honolulu');

  // The item page says the rental's days follow the clock where the item is.
  await signIn(page, renter.email);
  await page.goto(`/item/${item.id}`);
  const [before, after] = inEnglish('bookings.itemClock', {
    city: 'Honolulu',
    time: 'TIME',
  }).split('TIME');
  await expect(page.getByTestId('item-clock')).toHaveText(
    new RegExp(`^${escaped(before)}\\d{1,2}:\\d{2}\\s[AP]M${escaped(after)}$`),
  );

  // Booked from the day after tomorrow in Honolulu, accepted and paid.
  const today = todayIn('Pacific/Honolulu', new Date());
  const dates = { from: addDays(today, 2), to: addDays(today, 4) };
  const bookingId = await book(request, renter, item.id, dates);
  const accepted = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: bearer(owner),
    data: { status: 'confirmed' },
  });
  expect(accepted.status()).toBe(200);
  const opened = await request.post('/api/payments/create-checkout-session', {
    headers: bearer(renter),
    data: { bookingId },
  });
  expect(opened.status()).toBe(200);
  const { id: sessionId } = (await opened.json()) as { id: string };
  const paid = await request.post(`/api/payments/local/sessions/${sessionId}/pay`, {
    data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Nia Renter' },
  });
  expect(paid.status()).toBe(200);

  // 48 hours after midnight of the return day in Honolulu, said in Honolulu time.
  await page.goto('/dashboard?tab=bookings');
  const card = page.getByRole('article').filter({ hasText: item.title });
  const [year, month, day] = addDays(dates.to, 2).split('-').map(Number);
  const releaseDay = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
  const [opening, closing] = inEnglish('deposits.releasesAt', {
    when: 'WHEN',
    city: 'Honolulu',
  }).split('WHEN');
  const released = new RegExp(
    `${escaped(opening)}${escaped(releaseDay)}, 12:00\\sAM${escaped(closing)}`,
  );
  await expect(card).toContainText(released);

  // A reader whose own clock is the item's is told the clock too: it is theirs only by chance.
  const there = await browser.newContext({ timezoneId: 'Pacific/Honolulu' });
  await there.addInitScript((token) => localStorage.setItem('lendwell.token', token), renter.token);
  const local = await there.newPage();
  await local.goto('/dashboard?tab=bookings');
  await expect(local.getByRole('article').filter({ hasText: item.title })).toContainText(released);
  await there.close();
});

test('an item where the browser is shows no other clock', async ({ page, request }) => {
  const owner = await register(request, 'Maya', 'Owner');
  const item = await listItem(request, owner, {
    title: uniqueTitle('Folding table'),
    city: 'New York',
    zipCode: '10001',
  });
  expect(item.timeZone).toBe('America/New_York');
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { name: inEnglish('bookings.heading') })).toBeVisible();
  await expect(page.getByTestId('item-clock')).toHaveCount(0);
});
