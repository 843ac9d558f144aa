import { type CalendarDate, daysBetween } from './calendarDates';
import type { Duration } from './items';
import { type Cents, multiplyCents } from './money';

/** Units charged for a number of days, by the item's price unit. */
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
  totalCents: Cents;
}

/**
 * The price of renting from `from` to `to`: whole cents times whole units, so 19.99 × 3 is
 * exactly 59.97. Returns undefined for an empty or reversed range.
 */
export function quoteBooking(
  priceCents: Cents,
  duration: Duration,
  from: CalendarDate,
  to: CalendarDate,
): BookingQuote | undefined {
  const days = daysBetween(from, to);
  if (!Number.isFinite(days) || days <= 0) return undefined;
  const units = chargedUnits(duration, days);
  return { days, units, totalCents: multiplyCents(priceCents, units) };
}
