import type { CalendarDate } from '../../shared/calendarDates';
import * as calendar from '../../shared/calendarDates';
import * as shared from '../../shared/format';
import { locale } from './locale';

/* The shared formats, in the page's language. */

export const formatCurrency = (amount: number) => shared.formatCurrency(amount, locale);

export const formatDate = (isoTimestamp: string) => shared.formatDate(isoTimestamp, locale);

export const formatCalendarDate = (date: CalendarDate) => calendar.formatCalendarDate(date, locale);

export const formatDateRange = (from: CalendarDate, to: CalendarDate) =>
  calendar.formatDateRange(from, to, locale);
