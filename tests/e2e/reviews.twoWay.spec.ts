import { expect, type Page, test } from '@playwright/test';
import { finishedRental, uniqueTitle } from './api';
import { signIn } from './helpers';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('owner and renter review each other; both reviews show on each other’s profile', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Camping stove');
  const { owner, renter, item } = await finishedRental(request, { title, price: 12 });
  const ownerText = 'Jo kept the stove clean and returned it early.';
  const renterText = 'The stove lit first time, Sam showed me how it folds.';

  // The owner reviews the renter from the dashboard.
  await signIn(page, owner.email);
  await page.getByRole('tab', { name: 'Incoming Bookings' }).click();
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await card.getByRole('link', { name: 'Review renter' }).click();
  await expect(page).toHaveURL(/\/review-renter\//);
  await expect(page.getByRole('heading', { name: 'Review your renter', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rental you are reviewing' })).toContainText(
    `Renter: ${renter.name}`,
  );
  await expect(page.getByTestId('review-window')).toContainText(
    'The last day to write a review is',
  );
  await page.getByRole('radio', { name: '5 stars, Excellent' }).check();
  await page.getByRole('textbox', { name: 'Your review' }).fill(ownerText);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Thank you for your review!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=incoming$/);
  const reviewedCard = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(reviewedCard.getByTestId('booking-status')).toHaveText('Completed');
  await expect(reviewedCard.getByRole('link', { name: 'Review renter' })).toHaveCount(0);

  // Hidden from everyone until the renter has written theirs.
  await page.goto(`/users/${renter.id}`);
  await expect(page.getByRole('heading', { name: 'Jo R.', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet.');

  // The renter reviews the item; both reviews are then shown at once.
  await signIn(page, renter.email);
  await page.goto(`/review/${item.id}`);
  await page.getByRole('radio', { name: '4 stars, Very Good' }).check();
  await page.getByRole('textbox', { name: 'Your review' }).fill(renterText);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Thank you for your review!')).toBeVisible();
  await expect(page).toHaveURL(`/item/${item.id}`);
  const itemReviews = page.getByRole('region', { name: 'Reviews' });
  await expect(
    itemReviews.getByRole('article', { name: `Review by ${renter.publicName}` }),
  ).toContainText(renterText);

  // From the item page, "Listed by" leads to the owner's public profile.
  await page.getByRole('link', { name: owner.publicName }).click();
  await expect(page).toHaveURL(`/users/${owner.id}`);
  await expect(page.getByRole('heading', { name: 'Sam O.', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'As an owner' })).toContainText('4.0');
  await expect(page.getByRole('region', { name: 'As a renter' })).toContainText('No reviews');
  await expect(page.getByRole('region', { name: 'Listings' })).toContainText(title);
  const ownersReviews = page.getByRole('region', { name: 'Reviews' });
  await expect(ownersReviews.getByRole('article', { name: 'Review by Jo R.' })).toContainText(
    renterText,
  );
  // The page names nobody by their whole last name, nor their email address.
  await expect(page.getByRole('main')).not.toContainText(owner.email);
  const actions = page.getByTestId('profile-actions');
  await expect(actions.getByRole('button', { name: 'Report user' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Block user' })).toBeVisible();

  // The reviewer's name leads to the renter's profile, where the owner's review now shows.
  await ownersReviews.getByRole('link', { name: 'Jo R.' }).click();
  await expect(page).toHaveURL(`/users/${renter.id}`);
  await expect(page.getByRole('region', { name: 'As a renter' })).toContainText('5.0');
  await expect(
    page
      .getByRole('region', { name: 'Reviews' })
      .getByRole('article', { name: 'Review by Sam O.' }),
  ).toContainText(ownerText);
  // On their own profile, a person has no actions about themself.
  await expect(page.getByTestId('profile-actions')).toHaveCount(0);
});

test('an unknown profile says it is not available', async ({ page }) => {
  await page.goto('/users/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Profile not available' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Items' }).click();
  await expect(page).toHaveURL('/listings');
});
