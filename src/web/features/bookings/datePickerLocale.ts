import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';

/**
 * The calendars' language for the page's, with plain day numbers: each day is named "Choose
 * Tuesday, December 1, 2026" rather than "… December 1st, 2026", so the name holds the number
 * shown on the day and speech input can pick it by that number. Weeks start on Sunday, as US
 * calendars have them in either language.
 */
export function datePickerLocaleFor(pageLocale: string): Locale {
  const base = pageLocale.toLowerCase().startsWith('es') ? es : enUS;
  return {
    ...base,
    localize: { ...base.localize, ordinalNumber: (value) => String(value) },
    options: { ...base.options, weekStartsOn: 0 },
  };
}
