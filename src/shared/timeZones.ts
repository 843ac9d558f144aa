import type { CalendarDate } from './calendarDates';

/**
 * Every rule about an item's dates is judged where the item is: "today" for a new request, the
 * notice it gives, the start and end of a rental, review windows, deposit release and the
 * cancellation policies' deadlines all follow the item's IANA time zone, not the server's clock
 * or the viewer's.
 */

/** A rental's first day and the zone of its item, where its start is judged. */
export interface RentalStart {
  fromDate: CalendarDate;
  timeZone: string;
}

/** A rental's return day and the zone of its item, where its end is judged. */
export interface RentalEnd {
  toDate: CalendarDate;
  timeZone: string;
}

/** An instant, and the zone of the item a rule about it is judged for. */
export interface ItemClock {
  now: Date;
  timeZone: string;
}

/** True for an IANA time zone name this runtime knows ("Pacific/Honolulu"). */
export function isTimeZone(value: string): boolean {
  if (value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  const existing = dayFormats.get(timeZone);
  if (existing) return existing;
  const made = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  dayFormats.set(timeZone, made);
  return made;
}

/** The calendar date it is in `timeZone` at the instant `now`. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

function momentFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  const existing = momentFormats.get(key);
  if (existing) return existing;
  const made = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  momentFormats.set(key, made);
  return made;
}

/**
 * The city a zone's IANA name is called after ("Honolulu", "New York"), which names its clock.
 * Not the zone's own name ("Hawaii-Aleutian Standard Time"): that would load the zone names'
 * data, which costs a phone some 40 ms of the item page's first render.
 */
export function zoneCity(timeZone: string): string {
  return timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
}

/**
 * An instant as the clock where the item is shows it ("Dec 2, 2026, 12:00 AM"), with the city
 * that names that clock ("Honolulu"), always: a deadline read without its clock is read on the
 * reader's own, which is the item's only by chance.
 */
export function momentThere(
  instant: Date,
  locale: string,
  timeZone: string,
): { when: string; city: string } {
  return { when: momentFormat(locale, timeZone).format(instant), city: zoneCity(timeZone) };
}

/** Whether clocks in two zones show different times at `instant`. */
export function clocksDiffer(timeZone: string, otherTimeZone: string, instant: Date): boolean {
  const clock = (zone: string) => momentFormat('en-US', zone).format(instant);
  return clock(timeZone) !== clock(otherTimeZone);
}

/** A zone's city and the time on its clock ("Honolulu", "8:15 PM" in English). */
export function clockIn(timeZone: string, locale: string, instant: Date) {
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  return { city: zoneCity(timeZone), time: time.format(instant) };
}
