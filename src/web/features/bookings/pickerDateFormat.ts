import type { CalendarDate } from '../../../shared/calendarDates';

/** How the pickers write a day, in the date library's tokens. */
export const DATE_FORMAT = 'MM/dd/yyyy';

/** The same format as a person reads it, shown in an empty field: MM/DD/YYYY. */
export const DATE_PLACEHOLDER = DATE_FORMAT.toUpperCase();

/** A day as the pickers show it, for the plain fields that stand in for them until loaded. */
export function asPickerText(date: CalendarDate | undefined): string {
  if (!date) return '';
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = { yyyy: year, MM: month, dd: day };
  return DATE_FORMAT.replace(/yyyy|MM|dd/g, (token) => parts[token] ?? token);
}
