import { TZDate } from '@date-fns/tz';
import type { CalendarDate } from './calendarDates';

// Apart from the Intl-only helpers of timeZones.ts, so that pages which only ask "what day is it
// there" do not download the zone arithmetic.

/**
 * The instant a calendar date begins in `timeZone`: its midnight there, or the first minute
 * after it where a daylight-saving change skips midnight.
 */
export function midnightIn(date: CalendarDate, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}
