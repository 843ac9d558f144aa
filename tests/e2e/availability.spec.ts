import { expect, type Page, test } from '@playwright/test';
import { format } from 'date-fns';
import {
  addDays,
  type CalendarDate,
  formatCalendarDate,
  localToday,
  toLocalDate,
} from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import { datePickerLocaleFor } from '../../src/web/features/bookings/datePickerLocale';
import { bearer, listItem, register, uniqueTitle } from './api';
import { signIn } from './helpers';

/** The journeys run in US English: the calendars name their days that way. */
const datePickerLocale = datePickerLocaleFor('en-US');

/** The pick-up calendar opened on the month of `date`. */
async function openPickUpOn(page: Page, date: CalendarDate) {
  await page.getByLabel('Pick up', { exact: true }).click();
  const calendar = page.locator('.react-datepicker');
  const month = calendar.getByRole('heading', { name: format(toLocalDate(date), 'MMMM yyyy') });
  for (let flips = 0; flips < 24 && !(await month.isVisible()); flips += 1) {
    await calendar.getByRole('button', { name: 'Next Month' }).click();
  }
  return calendar;
}

const dayName = (date: CalendarDate) =>
  format(toLocalDate(date), 'PPPP', { locale: datePickerLocale });

test('an owner blocks dates and sets a minimum length; a renter cannot book across them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await register(request, 'Olive', 'Owner');
  const renter = await register(request, 'Remy', 'Renter');
  const title = uniqueTitle('Pressure washer');
  const item = await listItem(request, owner, { title });
  const firstBlocked = addDays(localToday(), 10);
  const lastBlocked = addDays(localToday(), 12);

  // The owner, on a phone: a minimum length and a day's notice, then a block with a note.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner.email);
  await page.goto(`/edit-item/${item.id}`);
  await expect(page.getByText(inEnglish('availability.empty'))).toBeVisible();
  const minimum = page.getByLabel('Minimum rental (days)');
  await minimum.fill('3');
  await page.getByLabel('Maximum rental (days)').fill('2');
  await page.getByRole('button', { name: 'Update Item' }).click();
  // The refusal is by the field, which takes the focus, both in view of the person.
  await expect(minimum).toBeFocused();
  await expect(minimum).toHaveAccessibleDescription(inEnglish('terms.rentalDaysOrder'));
  await expect(page.getByText(inEnglish('terms.rentalDaysOrder'))).toBeInViewport();
  await expect(minimum).toBeInViewport();
  await page.getByLabel('Maximum rental (days)').fill('');
  await page.getByLabel('Notice before a rental (days)').fill('1');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expect(page.getByText(inEnglish('items.updated'))).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/edit-item/${item.id}$`));

  await page.reload();
  await expect(page.getByLabel('Minimum rental (days)')).toHaveValue('3');
  await expect(page.getByLabel('Notice before a rental (days)')).toHaveValue('1');
  await page.getByLabel(inEnglish('availability.firstDay')).fill(lastBlocked);
  await page.getByLabel(inEnglish('availability.lastDay')).fill(firstBlocked);
  await page.getByRole('button', { name: inEnglish('availability.add') }).click();
  await expect(page.getByLabel(inEnglish('availability.lastDay'))).toHaveAccessibleDescription(
    inEnglish('availability.blockLastBeforeFirst'),
  );
  await page.getByLabel(inEnglish('availability.firstDay')).fill(firstBlocked);
  await page.getByLabel(inEnglish('availability.lastDay')).fill(lastBlocked);
  await page.getByLabel(inEnglish('availability.note')).fill('Away at the lake');
  // Saved from the keyboard, as a form is.
  await page.getByLabel(inEnglish('availability.note')).press('Enter');
  const blockedText = `${formatCalendarDate(firstBlocked, SOURCE_LOCALE)} – ${formatCalendarDate(lastBlocked, SOURCE_LOCALE)}`;
  const blocks = page.getByRole('region', { name: inEnglish('availability.heading') });
  await expect(blocks.getByRole('listitem')).toHaveCount(1);
  await expect(blocks.getByRole('listitem')).toContainText(blockedText);
  await expect(blocks.getByRole('listitem')).toContainText('3 days · Away at the lake');
  await expect(page.getByText(inEnglish('availability.added'))).toBeVisible();
  await expect(page.getByLabel(inEnglish('availability.firstDay'))).toHaveValue('');

  // Overlapping its own block is refused with the server's message.
  await page.getByLabel(inEnglish('availability.firstDay')).fill(lastBlocked);
  await page.getByLabel(inEnglish('availability.lastDay')).fill(addDays(lastBlocked, 2));
  await page.getByRole('button', { name: inEnglish('availability.add') }).click();
  await expect(blocks.getByRole('alert')).toHaveText(inEnglish('availability.overlapsRental'));

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('group', { name: 'Availability' }).screenshot({
      path: testInfo.outputPath(`edit-rules-${width}.png`),
    });
    await blocks.screenshot({ path: testInfo.outputPath(`edit-blocks-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The renter, through the API: across the block, and too short.
  const across = await request.post('/api/bookings', {
    headers: bearer(renter),
    data: {
      itemId: item.id,
      fromDate: addDays(firstBlocked, -2),
      toDate: addDays(firstBlocked, 1),
    },
  });
  expect(across.status()).toBe(409);
  expect(await across.json()).toEqual({
    error: inEnglish('availability.blockedDays'),
    code: 'DATES_BLOCKED',
  });
  const short = await request.post('/api/bookings', {
    headers: bearer(renter),
    data: { itemId: item.id, fromDate: addDays(lastBlocked, 1), toDate: addDays(lastBlocked, 3) },
  });
  expect(short.status()).toBe(400);
  expect((await short.json()).error).toBe('This item is rented for at least 3 days.');

  // The renter, on the item page: the rules are shown, blocked days and today are greyed out.
  await signIn(page, renter.email);
  await page.goto(`/item/${item.id}`);
  await expect(page.getByText("Minimum 3 days · 1 day's notice")).toBeVisible();
  const calendar = await openPickUpOn(page, firstBlocked);
  for (const day of [firstBlocked, addDays(firstBlocked, 1), lastBlocked]) {
    await expect(
      calendar.getByRole('gridcell', { name: `Not available ${dayName(day)}` }),
    ).toBeVisible();
  }
  await expect(
    calendar.getByRole('gridcell', { name: `Choose ${dayName(addDays(lastBlocked, 1))}` }),
  ).toBeVisible();
  for (const width of [1280, 390]) {
    // Opened afresh at each width, so that the calendar sits where it would for that screen.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('Pick up', { exact: true }).scrollIntoViewIfNeeded();
    await (await openPickUpOn(page, firstBlocked)).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`item-pickers-${width}.png`),
      fullPage: false,
    });
  }
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });

  const todayCalendar = await openPickUpOn(page, localToday());
  await expect(
    todayCalendar.getByRole('gridcell', { name: `Not available ${dayName(localToday())}` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Dates chosen before the owner blocked them: the server's refusal is shown as it is.
  const from = addDays(lastBlocked, 5);
  const to = addDays(from, 4);
  await page.goto(`/item/${item.id}?from=${from}&to=${to}`);
  await expect(page.getByText('Total')).toBeVisible();
  const late = await request.post(`/api/items/${item.id}/blocks`, {
    headers: bearer(owner),
    data: { fromDate: addDays(from, 1), toDate: addDays(from, 2) },
  });
  expect(late.status()).toBe(201);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('alert')).toHaveText(inEnglish('availability.blockedDays'));
});
