import { type Browser, expect, type Page, test } from '@playwright/test';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { dropDatabase } from '../api/support/databases';
import { type Account, listItem, register, uniqueTitle } from './api';
import { clickDate, freeDates, payWithCard } from './bookingSteps';
import { photo } from './images';
import { type OwnServer, startOwnServer } from './liveServer';
import { freshDatabase } from './postgresDatabase';

// A marketplace configured for Canada runs on a server of its own beside the shared (US) one:
// Canadian dollars, postal codes like M5V 3L9, places found by city, kilometres, en-CA formats.
const PORT = Number(process.env.E2E_PORT ?? 5055) + 41;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const phone = { width: 390, height: 844 };

/** A phone signed in as the account, in Canadian English, on the Canadian marketplace. */
async function signedInPhone(browser: Browser, url: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, viewport: phone, locale: 'en-CA' });
  await context.addInitScript(
    (token) => localStorage.setItem('lendwell.token', token),
    account.token,
  );
  return context.newPage();
}

for (const [index, database] of ['embedded', ...(withPostgres ? ['PostgreSQL'] : [])].entries()) {
  test.describe(`a marketplace in Canada (${database})`, () => {
    const port = PORT + index;
    const databaseName = `lendwell_e2e_canada_${port}`;
    let server: OwnServer;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      const databaseUrl = database === 'PostgreSQL' ? await freshDatabase(databaseName) : '';
      server = await startOwnServer(port, {
        MARKETPLACE_COUNTRY: 'CA',
        DATABASE_URL: databaseUrl,
      });
    });

    test.afterAll(async () => {
      await server?.stop();
      if (database === 'PostgreSQL') await dropDatabase(databaseName);
    });

    test('an owner lists in Toronto; a renter finds it in kilometres, pays in dollars and is refunded', async ({
      browser,
      playwright,
    }) => {
      test.setTimeout(90_000);
      const request = await playwright.request.newContext({ baseURL: server.url });
      const owner = await register(request, 'Olivia', 'Tremblay');
      const renter = await register(request, 'Raj', 'Singh');
      const word = uniqueTitle('canoe').split(' ')[1] ?? 'canoe';
      await listItem(request, owner, {
        title: `Canoe ${word} in Montréal`,
        city: 'Montréal',
        zipCode: 'H2Y 1C6',
      });

      // The owner lists through the form: the price in Canadian dollars, a Canadian postal code.
      const ownerPhone = await signedInPhone(browser, server.url, owner);
      await ownerPhone.goto('/add-item');
      await expect(ownerPhone.locator('html')).toHaveAttribute('lang', 'en-CA');
      const title = `Canoe ${word}`;
      await ownerPhone.getByLabel('Title *').fill(title);
      await ownerPhone.getByLabel('Description *').fill('A sixteen-foot canoe with two paddles.');
      await ownerPhone.getByLabel('Category *').selectOption({ label: 'Sports & Fitness' });
      await ownerPhone.getByLabel('Price (CAD) *').fill('20');
      await ownerPhone.getByLabel('Address *').fill('290 Bremner Boulevard');
      await ownerPhone.getByLabel('City').fill('Toronto');
      await ownerPhone.getByLabel('Postal code').fill('M5V 3L9');
      await ownerPhone.getByRole('radio', { name: /^Flexible/ }).check();
      await ownerPhone
        .getByText('Add photos')
        .locator('..')
        .locator('input[type=file]')
        .setInputFiles([await photo('canoe.jpg', '#c0392b')]);
      await expect(
        ownerPhone.getByRole('button', { name: /^Photo canoe\.jpg, main photo/ }),
      ).toBeVisible();
      await expect(ownerPhone.getByText('Uploading')).toHaveCount(0, { timeout: 15_000 });
      await ownerPhone.getByRole('button', { name: 'List Item' }).click();
      await expect(ownerPhone.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(ownerPhone.getByText('$20.00').first()).toBeVisible();
      await ownerPhone.context().close();

      // The renter searches near a city, within kilometres: Montréal is 500 km away.
      const renterPhone = await signedInPhone(browser, server.url, renter);
      await renterPhone.goto(`/listings?search=${word}`);
      await expect(renterPhone.getByText('2 items found')).toBeVisible();
      await renterPhone
        .getByRole('button', { name: inEnglish('listings.filters', { count: 0 }), exact: true })
        .click();
      await expect(renterPhone.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
      await renterPhone.getByLabel('Near city').fill('Toronto');
      await expect(renterPhone.getByLabel('Within')).toHaveValue('10');
      await expect(renterPhone.getByLabel('Within').locator('option:checked')).toHaveText(
        '10 kilometers',
      );
      await renterPhone.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(renterPhone).toHaveURL(/near=Toronto/);
      // The filters fold away on a phone, so that what they found is in view.
      await expect(renterPhone.getByLabel('Near city')).toBeHidden();
      await expect(renterPhone.getByText('1 item found')).toBeInViewport();
      const card = renterPhone.getByRole('article').filter({ hasText: title });
      await expect(card).toContainText('0.0 km');
      await expect(card).toContainText('$20.00');

      // Book two days and pay by card: $40.00 and the 10 % service fee.
      await card.getByRole('link', { name: new RegExp(title) }).click();
      await expect(renterPhone.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const itemId = new URL(renterPhone.url()).pathname.split('/').pop() ?? '';
      const dates = await freeDates(request, itemId, 2, 12);
      await clickDate(renterPhone, 'Pick up', dates.from);
      await clickDate(renterPhone, 'Return', dates.to);
      await renterPhone.getByRole('button', { name: 'Book Now' }).click();
      await renterPhone.getByRole('button', { name: 'Pay now' }).click();
      await expect(renterPhone).toHaveURL(/\/checkout\/cs_local_/);
      await expect(renterPhone.getByRole('button', { name: 'Pay $44.00' })).toBeVisible();
      await payWithCard(renterPhone, '4242 4242 4242 4242');
      await expect(renterPhone.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

      // Cancel under the flexible policy: everything back, as the preview said.
      await renterPhone.goto('/dashboard?tab=bookings');
      const booking = renterPhone.getByRole('tabpanel').getByRole('article', { name: title });
      await expect(booking.getByTestId('booking-status')).toHaveText(
        inEnglish('bookings.status.confirmed'),
      );
      await booking.getByRole('button', { name: inEnglish('dashboard.cancel') }).click();
      const dialog = renterPhone.getByRole('dialog', {
        name: inEnglish('dashboard.cancelDialog.renterTitle'),
      });
      await expect(dialog.getByTestId('refund-preview')).toContainText(
        inEnglish('dashboard.refund.renter', { amount: '$44.00' }),
      );
      await dialog.getByLabel(inEnglish('bookings.reasonPrompt')).fill('Plans changed.');
      await dialog
        .getByRole('button', { name: inEnglish('dashboard.cancelDialog.renterConfirm') })
        .click();
      await expect(dialog).toHaveCount(0);
      await expect(booking.getByTestId('booking-status')).toHaveText(
        inEnglish('bookings.status.cancelled'),
      );
      const mine = await request.get('/api/bookings/my-bookings', {
        headers: { authorization: `Bearer ${renter.token}` },
      });
      const [refunded] = (await mine.json()).bookings;
      expect(refunded).toMatchObject({ status: 'cancelled', refunded: 44 });
      await renterPhone.context().close();
      await request.dispose();
    });
  });
}
