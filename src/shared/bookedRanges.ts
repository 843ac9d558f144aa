import { addDays, type CalendarDate } from './calendarDates';

/** A half-open range [from_date, to_date) held by a booking: the item is free again on to_date. */
export interface BookedRange {
  from_date: CalendarDate;
  to_date: CalendarDate;
}

/** Inclusive first and last day, the shape date pickers disable. */
export interface DaySpan {
  start: CalendarDate;
  end: CalendarDate;
}

/** Half-open ranges overlap when each starts before the other ends; back-to-back ones do not. */
export function overlapsBookedRange(
  from: CalendarDate,
  to: CalendarDate,
  ranges: readonly BookedRange[],
): boolean {
  return ranges.some((range) => from < range.to_date && range.from_date < to);
}

const nonEmpty = (range: BookedRange) => range.from_date < range.to_date;

/** Days that cannot be a pick-up day: every booked night, from_date up to the day before to_date. */
export function unavailablePickUpDays(ranges: readonly BookedRange[]): DaySpan[] {
  return ranges
    .filter(nonEmpty)
    .map((range) => ({ start: range.from_date, end: addDays(range.to_date, -1) }));
}

/**
 * Days that cannot be a return day: returning on them would keep the item through a booked
 * night. A range's own from_date stays allowed: the item comes back the morning it leaves again.
 */
export function unavailableReturnDays(ranges: readonly BookedRange[]): DaySpan[] {
  return ranges
    .filter(nonEmpty)
    .map((range) => ({ start: addDays(range.from_date, 1), end: range.to_date }));
}

/** The last day a rental picked up on `pickUp` can end without running into the next booking. */
export function latestReturnDay(
  pickUp: CalendarDate,
  ranges: readonly BookedRange[],
): CalendarDate | undefined {
  const laterStarts = ranges
    .filter((range) => nonEmpty(range) && range.from_date > pickUp)
    .map((range) => range.from_date)
    .sort();
  return laterStarts[0];
}

/**
 * What is wrong with the dates a renter chose, in the order the spec checks them, or undefined
 * when they can be requested. `today` is the calendar date where the item is.
 */
export function requestedDatesProblem(
  dates: { from?: CalendarDate; to?: CalendarDate },
  today: CalendarDate,
  ranges: readonly BookedRange[],
): string | undefined {
  const { from, to } = dates;
  if (!from || !to) return 'bookings.bothDates';
  if (to <= from) return 'bookings.endAfterStart';
  if (from < today) return 'bookings.startInPast';
  if (overlapsBookedRange(from, to, ranges)) return 'bookings.datesTaken';
  return undefined;
}
