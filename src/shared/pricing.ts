import { type CalendarDate, daysBetween } from './calendarDates';
import type { Duration } from './items';

/** Units charged for a number of days, by the item's price unit (spec §9). */
export function chargedUnits(duration: Duration, days: number): number {
  switch (duration) {
    case 'hour':
      return Math.ceil(24 * days);
    case 'day':
      return days;
    case 'week':
      return Math.ceil(days / 7);
    case 'month':
      return Math.ceil(days / 30);
  }
}

export interface BookingQuote {
  /** Nights of the half-open range [from, to): the item goes back on `to`. */
  days: number;
  units: number;
  /** US dollars, exact to the cent. */
  total: number;
}

/**
 * The price of renting from `from` to `to`. Money is multiplied in whole cents so that
 * 19.99 × 3 is 59.97, not 59.970000000000006. Returns undefined for an empty or reversed range.
 */
export function quoteBooking(
  price: number,
  duration: Duration,
  from: CalendarDate,
  to: CalendarDate,
): BookingQuote | undefined {
  const days = daysBetween(from, to);
  if (!Number.isFinite(days) || days <= 0) return undefined;
  const units = chargedUnits(duration, days);
  const cents = Math.round(price * 100) * units;
  return { days, units, total: cents / 100 };
}

/** Whole cents of a dollar amount, for payment providers. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
