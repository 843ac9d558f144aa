import type { CalendarDate } from '../../shared/calendarDates';
import * as calendar from '../../shared/calendarDates';
import * as shared from '../../shared/format';
import * as zones from '../../shared/timeZones';
import { formatLocale } from './locale';

/* The shared formats, in the page's language. */

export const formatCurrency = (amount: number) => shared.formatCurrency(amount, formatLocale);

/** The currency's sign for a label: "Amount to claim ($)". */
export const currencySymbol = () => shared.currencySymbol(formatLocale);

export const formatDate = (isoTimestamp: string) => shared.formatDate(isoTimestamp, formatLocale);

export const formatCalendarDate = (date: CalendarDate) =>
  calendar.formatCalendarDate(date, formatLocale);

export const formatDateRange = (from: CalendarDate, to: CalendarDate) =>
  calendar.formatDateRange(from, to, formatLocale);

/** The zone of this browser's clock. */
const readerTimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as the clock where the item is shows it, and the city that names that clock. */
export const momentThere = (isoTimestamp: string, timeZone: string) =>
  zones.momentThere(new Date(isoTimestamp), formatLocale, timeZone);

/** The item's zone's city and the time there, when this browser's clock shows another time. */
export function clockThere(timeZone: string): { city: string; time: string } | undefined {
  const now = new Date();
  return zones.clocksDiffer(timeZone, readerTimeZone, now)
    ? zones.clockIn(timeZone, formatLocale, now)
    : undefined;
}
