import { expect, test } from '@playwright/test';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { listItem, register, uniqueTitle } from './api';
import { clickDate, freeDates } from './bookingSteps';
import { PASSWORD, signUpThroughForm, uniqueEmail } from './helpers';

const bookedMessage = 'Booking successful! Please go to your dashboard to complete payment.';

for (const width of [1280, 390]) {
  test(`a newcomer asked to book is shown the disclaimer, accepts it and books (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = await register(request, 'Olive');
    const item = await listItem(request, owner, { title: uniqueTitle('Camping tent'), price: 18 });
    const dates = await freeDates(request, item.id, 2);

    await signUpThroughForm(page, uniqueEmail('newcomer'), PASSWORD, { acceptDisclaimer: false });
    await page.goto(`/item/${item.id}`);
    await clickDate(page, 'Pick up', dates.from);
    await clickDate(page, 'Return', dates.to);
    await page.getByRole('button', { name: 'Book Now' }).click();

    const dialog = page.getByRole('dialog', { name: 'Platform Disclaimer' });
    await expect(dialog.getByText(inEnglish('auth.disclaimerRequired'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`disclaimer-step-${width}.png`) });

    await dialog.getByRole('button', { name: 'I Understand and Accept' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(inEnglish('disclaimer.acceptedCarryOn'))).toBeVisible();
    // Back on the same item with the same dates: booking now goes through.
    await expect(page).toHaveURL(new RegExp(`/item/${item.id}`));
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText(bookedMessage)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`disclaimer-after-${width}.png`) });
  });
}
