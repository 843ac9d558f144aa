import type { CalendarDate } from '../../../shared/calendarDates';
import { i18n } from '../../lib/i18n';

/**
 * How the pickers write a day, in the date library's tokens: month first in every language,
 * as dates are written in the US.
 */
export const DATE_FORMAT = 'MM/dd/yyyy';

/** The same format as a person reads it, shown in an empty field: MM/DD/YYYY in English. */
export const datePlaceholder = () => i18n._('bookings.datePlaceholder');

/** A day as the pickers show it, for the plain fields that stand in for them until loaded. */
export function asPickerText(date: CalendarDate | undefined): string {
  if (!date) return '';
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = { yyyy: year, MM: month, dd: day };
  return DATE_FORMAT.replace(/yyyy|MM|dd/g, (token) => parts[token] ?? token);
}
