import { expect, test } from '@playwright/test';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { bearer, book, listItem, register, uniqueTitle } from './api';
import { signIn } from './helpers';

for (const width of [1280, 390]) {
  test.describe(`deleting a rented listing at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('is refused with the reason, and offers to mark it Unavailable or see its rentals', async ({
      page,
      request,
    }, testInfo) => {
      const owner = await register(request, 'Robin', 'Lender');
      const renter = await register(request, 'Kim', 'Borrower');
      const item = await listItem(request, owner, { title: uniqueTitle('Camping stove') });
      const today = earliestTodayOnEarth(new Date());
      const bookingId = await book(request, renter, item.id, {
        from: addDays(today, 3),
        to: addDays(today, 5),
      });
      const accepted = await request.put(`/api/bookings/${bookingId}/status`, {
        headers: bearer(owner),
        data: { status: 'confirmed' },
      });
      expect(accepted.status()).toBe(200);

      await signIn(page, owner.email);
      await page.goto('/my-listings');
      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: `Delete ${item.title}` }).click();

      const refusal = page
        .getByRole('alert')
        .filter({ hasText: inEnglish('items.deleteHasRentals') });
      await expect(refusal).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`refused-${width}.png`), fullPage: true });
      // Still listed.
      await expect(page.getByRole('heading', { name: item.title })).toBeVisible();

      await refusal.getByRole('link', { name: inEnglish('items.deleteRefusedEdit') }).click();
      await expect(page).toHaveURL(new RegExp(`/edit-item/${item.id}$`));
      await page.goBack();
      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: `Delete ${item.title}` }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: inEnglish('items.deleteHasRentals') })
        .getByRole('link', { name: inEnglish('items.deleteRefusedRentals') })
        .click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
