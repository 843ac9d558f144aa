import { expect, test } from '@playwright/test';
import { MY_BOOKINGS_PAGE_SIZE } from '../../src/shared/bookings';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { book, listItem, register, uniqueTitle } from './api';
import { signIn } from './helpers';

for (const width of [1280, 390]) {
  test.describe(`the dashboard's bookings at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('show a page, then load more on request', async ({ page, request }, testInfo) => {
      const owner = await register(request, 'Lee', 'Lender');
      const renter = await register(request, 'Ash', 'Borrower');
      const title = uniqueTitle('Folding ladder');
      const item = await listItem(request, owner, { title });
      const today = earliestTodayOnEarth(new Date());
      const count = MY_BOOKINGS_PAGE_SIZE + 2;
      for (let index = 0; index < count; index += 1) {
        await book(request, renter, item.id, {
          from: addDays(today, index + 2),
          to: addDays(today, index + 3),
        });
      }

      await signIn(page, renter.email);
      await page.goto('/dashboard?tab=bookings');
      const cards = page.getByRole('heading', { level: 3, name: title });
      await expect(cards).toHaveCount(MY_BOOKINGS_PAGE_SIZE);
      const more = page.getByRole('button', { name: 'Load more' });
      await more.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`more-${width}.png`) });
      await more.click();
      await expect(cards).toHaveCount(count);
      await expect(more).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath(`all-${width}.png`) });
    });
  });
}
