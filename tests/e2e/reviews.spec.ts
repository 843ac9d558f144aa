import { expect, type Page, test } from '@playwright/test';
import { finishedRental, listItem, ownerReviewsRenter, register, uniqueTitle } from './api';
import { logInThroughForm, PASSWORD, signIn } from './helpers';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a renter reviews a finished rental from the dashboard and sees it on the item', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Folding tables set');
  const { owner, renter, item, bookingId } = await finishedRental(request, { title, price: 20 });
  expect(item.rating).toEqual({ average: 0, count: 0 });
  // The owner has reviewed the renter already, so the renter's review shows as soon as written.
  await ownerReviewsRenter(request, owner, bookingId);
  await signIn(page, renter.email);

  await page.getByRole('tab', { name: 'My Bookings' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await card.getByRole('link', { name: 'Leave a review' }).click();
  await expect(page).toHaveURL(`/review/${item.id}`);

  await expect(page.getByRole('heading', { name: 'Write a Review', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Item you rented' });
  await expect(summary.getByRole('heading', { name: title })).toBeVisible();
  await expect(summary).toContainText(`Owner: ${owner.publicName}`);
  await expect(summary).toContainText('$20.00 per day');
  await expect(summary).toContainText('Rental period');
  await expect(summary.getByTestId('booking-status')).toHaveText('Completed');
  await expect(page.getByTestId('review-window')).toContainText(
    'The last day to write a review is',
  );
  await expect(page.getByTestId('review-window')).toContainText(
    'Reviews stay hidden until you have both written yours',
  );

  const submit = page.getByRole('button', { name: 'Submit Review' });
  const text = page.getByRole('textbox', { name: 'Your review' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('0/500 characters (minimum 10)')).toBeVisible();
  await text.fill('Too short');
  await text.blur();
  await expect(page.getByText('Please write at least 10 characters for your review')).toBeVisible();
  await expect(page.getByText('Please select a rating')).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByRole('radio', { name: '4 stars, Very Good' }).check();
  await expect(page.getByText('Please select a rating')).toHaveCount(0);
  await expect(submit).toBeDisabled();
  const written = 'Sturdy tables, <b>easy</b> to carry — perfect for our street party.';
  await text.fill(written);
  await expect(page.getByText(`${written.length}/500 characters (minimum 10)`)).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(toast(page, 'Thank you for your review!')).toBeVisible();
  await expect(page).toHaveURL(`/item/${item.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const review = reviews.getByRole('article', { name: `Review by ${renter.publicName}` });
  // Rendered as text: the tags show as typed instead of making the word bold.
  await expect(review).toContainText(written);
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(reviews.getByTestId('rating-summary')).toContainText('4.0');
  await expect(reviews.getByTestId('rating-summary')).toContainText('Good · 1 review');
  await expect(
    page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  await expect(page.getByText('You can review this item after completing a rental.')).toHaveCount(
    0,
  );

  await page.goto('/dashboard?tab=bookings');
  const reviewedCard = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(reviewedCard.getByTestId('booking-status')).toHaveText('Completed');
  await expect(reviewedCard.getByRole('link', { name: 'Leave a review' })).toHaveCount(0);

  await page.goto(`/review/${item.id}`);
  await expect(page).toHaveURL(`/item/${item.id}`);
  await expect(toast(page, 'You have already reviewed this item')).toBeVisible();

  await page.goto(`/listings?search=${encodeURIComponent(title)}`);
  const listed = page.getByRole('article').filter({ hasText: title });
  await expect(listed).toContainText('4.0 (1)');
});

test('the review screen sends away those who cannot review, with the reason', async ({
  page,
  request,
}) => {
  const neighbour = await register(request, 'Olive');
  const visitor = await register(request, 'Vic');
  const notFinished = await listItem(request, neighbour, { title: uniqueTitle('Kayak') });
  const ownItem = await listItem(request, visitor, { title: uniqueTitle('Lawn mower') });

  await page.goto(`/review/${notFinished.id}`);
  await expect(page).toHaveURL(/\/login$/);
  // Signing in returns to the review screen, which then finds no finished rental.
  await logInThroughForm(page, visitor.email, PASSWORD);
  await expect(page).toHaveURL(`/item/${notFinished.id}`);
  await expect(toast(page, 'No completed bookings found for this item')).toBeVisible();

  await page.goto('/review/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/listings');
  await expect(toast(page, 'Item not found')).toBeVisible();

  await page.goto(`/review/${ownItem.id}`);
  await expect(page.getByRole('heading', { name: 'Unable to Review' })).toBeVisible();
  await expect(
    page.getByText('You can only review items you have rented and completed.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Items' }).click();
  await expect(page).toHaveURL('/listings');

  await page.route(`**/api/reviews/item/${notFinished.id}/eligibility`, (route) =>
    route.fulfill({ status: 503, json: { error: 'Down for a moment', code: 'UNAVAILABLE' } }),
  );
  await page.goto(`/review/${notFinished.id}`);
  // Server errors are retried twice before the page gives up.
  await expect(page).toHaveURL('/listings', { timeout: 15_000 });
  await expect(toast(page, 'Error loading review page')).toBeVisible();
});

test('signed-in visitors without a finished rental learn when they can review', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Olive');
  const visitor = await register(request, 'Vic');
  const item = await listItem(request, owner, { title: uniqueTitle('Lawn mower') });
  await signIn(page, visitor.email);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByText('You can review this item after completing a rental.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('No reviews yet');
  await expect(reviews).toContainText('Be the first to review this item!');
  await expect(reviews.getByTestId('rating-summary')).toContainText('No reviews');

  // The owner gets neither the form nor the hint.
  await signIn(page, owner.email);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByRole('heading', { name: 'Owner Actions' })).toBeVisible();
  await expect(reviews).toContainText('No reviews yet');
  await expect(page.getByText('You can review this item after completing a rental.')).toHaveCount(
    0,
  );
});

test('the item page offers the form to an eligible renter and keeps the text when sending fails', async ({
  page,
  request,
}) => {
  const { owner, renter, item, bookingId } = await finishedRental(request, {
    title: uniqueTitle('Road bike'),
  });
  await ownerReviewsRenter(request, owner, bookingId);
  // The first send is lost on the way, as on a dropped connection; the second reaches the server.
  let dropped = false;
  await page.route('**/api/reviews', async (route) => {
    if (dropped || route.request().method() !== 'POST') return route.continue();
    dropped = true;
    return route.abort('connectionreset');
  });

  await signIn(page, renter.email);
  await page.goto(`/item/${item.id}`);
  const form = page.getByRole('form', { name: 'Write a Review' });
  const submit = form.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();

  // The stars are a radio group: Tab in, arrows move the choice.
  await form.getByRole('radio', { name: '1 star, Poor' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
  await expect(form).toContainText('Excellent');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Your review' })).toBeFocused();
  await page.keyboard.type('Smooth gears and fresh brakes, a joy to ride.');
  await expect(submit).toBeEnabled();
  // Marks this document: a full page reload would drop the mark.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await submit.click();
  await expect(form.getByText('Failed to submit review. Please try again.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Your review' })).toHaveValue(
    'Smooth gears and fresh brakes, a joy to ride.',
  );
  await expect(form.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();

  await submit.click();
  await expect(toast(page, 'Thank you for your review!')).toBeVisible();
  await expect(form).toHaveCount(0);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(
    reviews.getByRole('article', { name: `Review by ${renter.publicName}` }),
  ).toContainText('Smooth gears and fresh brakes, a joy to ride.');
  await expect(reviews.getByTestId('rating-summary')).toContainText('Excellent · 1 review');
  await expect(page.getByText('You can review this item after completing a rental.')).toHaveCount(
    0,
  );
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

test('on a phone the form and the hidden review name the same last day to write a review', async ({
  page,
  request,
}) => {
  const { renter, item } = await finishedRental(request, { title: uniqueTitle('Hedge trimmer') });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, renter.email);
  await page.goto(`/item/${item.id}`);
  const form = page.getByRole('form', { name: 'Write a Review' });
  const deadline = form.getByTestId('review-window');
  await expect(deadline).toContainText(/The last day to write a review is \w{3} \d{1,2}, \d{4}\./);
  const date = /is (\w{3} \d{1,2}, \d{4})\./.exec((await deadline.textContent()) ?? '')?.[1];
  expect(date).toBeDefined();

  await form.getByRole('radio', { name: '4 stars, Very Good' }).check();
  await form.getByRole('textbox', { name: 'Your review' }).fill('Sharp blades, light enough.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  // The owner has not written theirs: the review stays the renter's own until that same date.
  await expect(page.getByTestId('own-hidden-review')).toContainText(
    `or until the last day to write a review, ${date}, has passed.`,
  );
});
