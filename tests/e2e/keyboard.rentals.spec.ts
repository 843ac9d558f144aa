import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { format } from 'date-fns';
import { addDays, type CalendarDate, toLocalDate, utcDateOf } from '../../src/shared/calendarDates';
import {
  bearer,
  book,
  finishedRental,
  listItem,
  ownerReviewsRenter,
  register,
  uniqueTitle,
} from './api';
import { freeDates } from './bookingSteps';
import { PASSWORD } from './helpers';
import { expectVisibleFocus, press, startSignedIn, tabTo, typeInto } from './keyboard';

// Renting with nothing but the keyboard after the first page load: book and pay, accept,
// cancel through the dialog, chat and review. Every Tab stop must show where focus is.

async function neighboursItem(request: APIRequestContext) {
  const owner = await register(request, 'Olive');
  const item = await listItem(request, owner, { title: uniqueTitle('Camping stove'), price: 18 });
  return { owner, item };
}

/**
 * Tabs to a date field unless it has focus already, opens its calendar with ArrowDown, walks
 * to the day with the arrow keys and takes it with Enter.
 */
async function keyInDate(page: Page, label: 'Pick up' | 'Return', date: CalendarDate) {
  const input = page.getByLabel(label, { exact: true });
  if (!(await input.evaluate((element) => element === document.activeElement))) {
    await tabTo(page, input);
  }
  // The calendar opens on focus once its code is there (it loads when a date field is first used).
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(page);
  const day = toLocalDate(date);
  // "Choose Tuesday, December 1st, 2026", with or without the ordinal ending.
  const wanted = new RegExp(
    `^Choose ${format(day, 'EEEE, MMMM d')}(st|nd|rd|th)?, ${format(day, 'yyyy')}$`,
  );
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let steps = 0; steps < 90 && !wanted.test(await focusedDay()); steps += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(format(day, 'MM/dd/yyyy'));
}

test('find, book and pay with the keyboard alone; the photo viewer gives focus back', async ({
  page,
  request,
}) => {
  // Four screens, a calendar walked day by day and every stop checked.
  test.setTimeout(60_000);
  const renter = await register(request, 'Rae');
  const { item } = await neighboursItem(request);
  const dates = await freeDates(request, item.id, 2);
  await startSignedIn(page, renter, '/listings');
  await typeInto(page, page.getByRole('searchbox'), item.title);
  await page.keyboard.press('Enter');
  const card = page.getByRole('article').filter({ hasText: item.title });
  await expect(card).toHaveCount(1);
  await tabTo(page, card.getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Book This Item' })).toBeVisible();

  const photoButton = page.getByRole('button', { name: /^View photo 1 of 1 full screen/ });
  await tabTo(page, photoButton);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Lightbox' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(photoButton).toBeFocused();
  await expectVisibleFocus(page);

  await keyInDate(page, 'Pick up', dates.from);
  await press(page, 'Tab');
  await keyInDate(page, 'Return', dates.to);
  await tabTo(page, page.getByRole('button', { name: 'Book Now' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Booking successful! Please go to your dashboard to complete payment.'),
  ).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Pay now' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await typeInto(page, page.getByLabel('Card number'), '4242424242424242');
  await typeInto(page, page.getByLabel('Expiry (MM/YY)'), '1234');
  await typeInto(page, page.getByLabel('CVC'), '123');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Your booking has been confirmed.')).toBeVisible();
});

/** A pending request from a new renter for a new item of a new owner. */
async function pendingRequest(request: APIRequestContext) {
  const { owner, item } = await neighboursItem(request);
  const renter = await register(request, 'Remy');
  const from = addDays(utcDateOf(new Date()), 30);
  await book(request, renter, item.id, { from, to: addDays(from, 2) });
  return { owner, renter, item };
}

test('sign in and accept a request with the keyboard alone', async ({ page, request }) => {
  const { owner, item } = await pendingRequest(request);
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email address'), owner.email);
  await typeInto(page, page.getByLabel('Password'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await tabTo(page, page.getByRole('tab', { name: 'Overview' }));
  // Each arrow once the tab before it has focus, as a person sees it move: a second press sent
  // while the first one's tab is still being opened was lost on a loaded machine.
  await press(page, 'ArrowRight');
  await expect(page.getByRole('tab', { name: 'My Bookings' })).toBeFocused();
  await press(page, 'ArrowRight');
  await expect(page.getByRole('tab', { name: 'Incoming Bookings' })).toBeFocused();
  await expect(page).toHaveURL(/tab=incoming/);
  const card = page.getByRole('tabpanel').getByRole('article', { name: item.title });
  await tabTo(page, card.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
});

test('the cancel dialog traps focus, closes on Escape and returns focus', async ({
  page,
  request,
}) => {
  const { renter, item } = await pendingRequest(request);
  await startSignedIn(page, renter, '/dashboard?tab=bookings');
  const card = page.getByRole('tabpanel').getByRole('article', { name: item.title });
  const cancel = card.getByRole('button', { name: 'Cancel' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  const reason = dialog.getByLabel('Why are you cancelling this booking?');
  await expect(reason).toBeFocused();
  await expectVisibleFocus(page);
  for (let presses = 0; presses < 4; presses += 1) {
    await press(page, 'Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expectVisibleFocus(page);

  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await page.keyboard.type('Plans changed.');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel Booking' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('booking-status')).toHaveText('Cancelled');
});

test('chat about an item with the keyboard alone', async ({ page, request }) => {
  const renter = await register(request, 'Cleo');
  const { owner, item } = await neighboursItem(request);
  await startSignedIn(page, renter, `/item/${item.id}`);
  await tabTo(page, page.getByRole('link', { name: 'Chat with Owner' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/chat/${item.id}?with=${owner.id}`);

  const composer = page.getByLabel('Message', { exact: true });
  await expect(composer).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('Is it free this weekend?');
  await page.keyboard.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(page.getByRole('log')).toContainText('Is it free this weekend?');

  const reply = await request.post('/api/messages', {
    headers: bearer(owner),
    data: { receiverId: renter.id, itemId: item.id, messageText: 'Yes, come by on Saturday.' },
  });
  expect(reply.status()).toBe(201);
  await expect(page.getByRole('log')).toContainText('Yes, come by on Saturday.', {
    timeout: 8_000,
  });
  await tabTo(page, page.getByRole('log'), { backwards: true });
});

test('review a finished rental with the keyboard alone', async ({ page, request }) => {
  const title = uniqueTitle('Pressure washer');
  const { item, owner, renter, bookingId } = await finishedRental(request, { title });
  // Reviewed by the owner first: the renter's review then shows on the item at once.
  await ownerReviewsRenter(request, owner, bookingId);
  await startSignedIn(page, renter, '/dashboard?tab=bookings');
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await tabTo(page, card.getByRole('link', { name: 'Leave a review' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/review/${item.id}`);
  // Focus starts at the new screen's content, where screen readers read on and Tab goes on.
  await expect(page.getByRole('heading', { name: 'Write a Review', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await press(page, 'Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  await tabTo(page, page.getByRole('radio', { name: '1 star, Poor' }));
  for (let presses = 0; presses < 3; presses += 1) await press(page, 'ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars, Very Good' })).toBeChecked();
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Your review' }),
    'Powerful and easy to handle.',
  );
  await tabTo(page, page.getByRole('button', { name: 'Submit Review' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/item/${item.id}`);
  await expect(
    page.getByRole('region', { name: 'Reviews' }).getByRole('img', { name: '4 out of 5 stars' }),
  ).toBeVisible();
});
