import { expect, test } from '@playwright/test';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { book, listItem, register, uniqueTitle } from './api';
import { freeDates } from './bookingSteps';
import { signIn } from './helpers';

test('an unreachable payment provider is explained on the Pay page, and trying again works', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Oscar');
  const renter = await register(request, 'Rita');
  const item = await listItem(request, owner, { title: uniqueTitle('Ladder'), price: 12 });
  const bookingId = await book(request, renter, item.id, await freeDates(request, item.id, 2));
  await signIn(page, renter.email);

  // The server's answer while the provider is down, once; the next try reaches the server.
  await page.route(
    '**/api/payments/create-checkout-session',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'retry-after': '30' },
        body: JSON.stringify({
          error: inEnglish('payments.providerUnavailable'),
          code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        }),
      }),
    { times: 1 },
  );
  await page.goto(`/payment/${item.id}?booking=${bookingId}`);
  await expect(page.getByRole('alert')).toHaveText(inEnglish('payments.providerUnavailable'));
  await expect(page.getByText(inEnglish('payments.checkoutFailed'))).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
});
