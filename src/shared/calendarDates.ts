/**
 * Calendar dates are plain 'YYYY-MM-DD' strings end to end. Arithmetic goes through UTC
 * midnights so that no local time zone or daylight-saving change can shift a day.
 */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function utcMidnight(date: CalendarDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** True for a real date written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const time = utcMidnight(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to`; negative when `to` comes first. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant. */
export function utcDateOf(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10);
}

/**
 * The earliest date still being lived anywhere on earth (UTC−12). A date before it has ended
 * for every user, whatever their time zone: only then is a start date "in the past".
 */
export function earliestTodayOnEarth(now: Date): CalendarDate {
  return utcDateOf(new Date(now.getTime() - 12 * 60 * 60 * 1000));
}

/** The calendar date of the user's own clock, for date pickers. */
export function localToday(now: Date = new Date()): CalendarDate {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A calendar date as a local Date at midnight, for widgets that want Date objects. */
export function toLocalDate(date: CalendarDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** The calendar date a local Date falls on (inverse of toLocalDate). */
export function fromLocalDate(date: Date): CalendarDate {
  return localToday(date);
}

const shortDates = new Map<string, Intl.DateTimeFormat>();

function shortDate(locale: string): Intl.DateTimeFormat {
  const existing = shortDates.get(locale);
  if (existing) return existing;
  const made = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  shortDates.set(locale, made);
  return made;
}

/**
 * Nov 22, 2026 in English (US), 22 nov 2026 in Spanish: the same on every machine, whatever its
 * time zone.
 */
export function formatCalendarDate(date: CalendarDate, locale: string): string {
  const time = utcMidnight(date);
  return Number.isNaN(time) ? '' : shortDate(locale).format(new Date(time));
}

/** Nov 28, 2026 – Nov 30, 2026: a rental period wherever one is shown. */
export function formatDateRange(from: CalendarDate, to: CalendarDate, locale: string): string {
  return `${formatCalendarDate(from, locale)} – ${formatCalendarDate(to, locale)}`;
}
