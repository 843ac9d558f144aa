import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { type BookedRange, overlapsBookedRange } from '../../src/shared/bookedRanges';
import {
  addDays,
  type CalendarDate,
  localToday,
  toLocalDate,
} from '../../src/shared/calendarDates';
import { datePickerLocaleFor } from '../../src/web/features/bookings/datePickerLocale';

/** The journeys run in US English: the calendars name their days that way. */
const datePickerLocale = datePickerLocaleFor('en-US');

/** The first free run of `days` nights starting at least `earliest` days from today. */
export async function freeDates(
  request: APIRequestContext,
  itemId: string,
  days: number,
  earliest = 10,
): Promise<{ from: CalendarDate; to: CalendarDate }> {
  const response = await request.get(`/api/items/${itemId}/booked-dates`);
  const { ranges } = (await response.json()) as { ranges: BookedRange[] };
  let from = addDays(localToday(), earliest);
  while (overlapsBookedRange(from, addDays(from, days), ranges)) from = addDays(from, 1);
  return { from, to: addDays(from, days) };
}

/** Opens a booking-panel picker ('Pick up' or 'Return') and clicks the day, paging months. */
export async function clickDate(page: Page, label: 'Pick up' | 'Return', date: CalendarDate) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  const calendar = page.locator('.react-datepicker');
  // The calendar's code loads on first use: look for the month only once it is there.
  await expect(calendar.getByRole('heading')).toBeVisible();
  const day = toLocalDate(date);
  const dayName = format(day, 'PPPP', { locale: datePickerLocale });
  const month = calendar.getByRole('heading', { name: format(day, 'MMMM yyyy') });
  for (let flips = 0; flips < 24 && !(await month.isVisible()); flips += 1) {
    await calendar.getByRole('button', { name: 'Next Month' }).click();
  }
  await calendar.getByRole('gridcell', { name: `Choose ${dayName}` }).click();
  await expect(input).toHaveValue(format(day, 'MM/dd/yyyy'));
}

/** Chooses the day with the keyboard only: into the calendar, arrow along, Enter. */
export async function keyInDate(page: Page, label: 'Pick up' | 'Return', date: CalendarDate) {
  const input = page.getByLabel(label, { exact: true });
  await input.focus();
  // The calendar opens on focus once its code is there (it loads when a date field is first used).
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const wanted = `Choose ${format(toLocalDate(date), 'PPPP', { locale: datePickerLocale })}`;
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  for (let steps = 0; steps < 90 && (await focusedDay()) !== wanted; steps += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(format(toLocalDate(date), 'MM/dd/yyyy'));
}

/** The test card form on the local checkout page. */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill('');
  await page.getByLabel('Card number').pressSequentially(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
