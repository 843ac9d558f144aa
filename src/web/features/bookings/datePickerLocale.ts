import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/**
 * US English as the calendars speak it, with plain day numbers: each day is named "Choose
 * Tuesday, December 1, 2026" rather than "… December 1st, 2026", so the name holds the number
 * shown on the day and speech input can pick it by that number.
 */
export const datePickerLocale: Locale = {
  ...enUS,
  localize: { ...enUS.localize, ordinalNumber: (value) => String(value) },
};
