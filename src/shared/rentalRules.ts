import { addDays, type CalendarDate, daysBetween, formatCalendarDate } from './calendarDates';
import type { MessageId } from './i18n/messageIds';

/** The owner's rules for a request; null: no rule. Lengths count nights of [from, to). */
export interface RentalRules {
  minRentalDays: number | null;
  maxRentalDays: number | null;
  minNoticeDays: number | null;
}

/** The bounds of each rule, as the database's check on items holds them too. */
export const RENTAL_DAYS_LIMITS = { min: 1, max: 365 } as const;
export const NOTICE_DAYS_LIMITS = { min: 0, max: 365 } as const;

/**
 * The marketplace's bounds on every request, whatever the owner allows: how far ahead a rental
 * may start and how many nights it may last. Settings of the server (see config).
 */
export interface BookingBounds {
  maxAdvanceDays: number;
  maxRentalDays: number;
}
export const DEFAULT_BOOKING_BOUNDS: BookingBounds = { maxAdvanceDays: 365, maxRentalDays: 90 };

/** The last day a rental may start, `today` being the calendar date booking rules go by. */
export function latestStart(today: CalendarDate, bounds: BookingBounds): CalendarDate {
  return addDays(today, bounds.maxAdvanceDays);
}

/** The longest rental allowed: the owner's maximum when below the marketplace's. */
function longestRental(rules: Pick<RentalRules, 'maxRentalDays'>, bounds: BookingBounds) {
  return Math.min(rules.maxRentalDays ?? bounds.maxRentalDays, bounds.maxRentalDays);
}

/** The longest block an owner may set, so that a typo cannot close an item for centuries. */
export const MAX_BLOCK_DAYS = 730;
export const BLOCK_NOTE_MAX_LENGTH = 200;

/** The first day a rental may start, `today` being the calendar date booking rules go by. */
export function earliestStart(today: CalendarDate, rules: Pick<RentalRules, 'minNoticeDays'>) {
  return addDays(today, rules.minNoticeDays ?? 0);
}

/** Whether a minimum and a maximum rental length can both be met. */
export function rentalLengthsOrdered(rules: Pick<RentalRules, 'minRentalDays' | 'maxRentalDays'>) {
  const { minRentalDays: min, maxRentalDays: max } = rules;
  return min === null || max === null || min <= max;
}

/** A rule's words: a message id and its arguments, put in the reader's language where shown. */
export interface RuleMessage {
  id: MessageId;
  values: Record<string, string | number>;
}

/** A broken rule: its message, and the date field the renter should change. */
export interface RentalRuleProblem {
  field: 'fromDate' | 'toDate';
  message: RuleMessage;
}

/**
 * What the owner's rules and the marketplace's bounds say against the half-open range
 * [from, to), or undefined when they allow it: the start first (it is chosen first: notice,
 * then how far ahead), then the length. A one-night rental is from d to d + 1. The dates it
 * names are written for `locale`.
 */
export function rentalRulesProblem(
  range: { fromDate: CalendarDate; toDate: CalendarDate },
  rules: RentalRules,
  today: CalendarDate,
  bounds: BookingBounds,
  locale: string,
): RentalRuleProblem | undefined {
  const earliest = earliestStart(today, rules);
  if (rules.minNoticeDays && range.fromDate < earliest) {
    const values = { days: rules.minNoticeDays, earliest: formatCalendarDate(earliest, locale) };
    return { field: 'fromDate', message: { id: 'terms.tooSoon', values } };
  }
  const latest = latestStart(today, bounds);
  if (range.fromDate > latest) {
    const values = { days: bounds.maxAdvanceDays, latest: formatCalendarDate(latest, locale) };
    return { field: 'fromDate', message: { id: 'terms.tooFarAhead', values } };
  }
  const nights = daysBetween(range.fromDate, range.toDate);
  if (rules.minRentalDays !== null && nights < rules.minRentalDays) {
    return {
      field: 'toDate',
      message: { id: 'terms.tooShort', values: { days: rules.minRentalDays } },
    };
  }
  if (nights > longestRental(rules, bounds)) {
    const ownersRule = rules.maxRentalDays !== null && rules.maxRentalDays <= bounds.maxRentalDays;
    const message: RuleMessage = ownersRule
      ? { id: 'terms.tooLong', values: { days: longestRental(rules, bounds) } }
      : { id: 'terms.tooLongForMarketplace', values: { days: bounds.maxRentalDays } };
    return { field: 'toDate', message };
  }
  return undefined;
}

/**
 * The rules a renter should know before choosing dates, in the order they meet them ("Minimum
 * 3 days · 2 days' notice" once shown); none when no rule changes anything.
 */
export function rentalRulesSummary(rules: RentalRules): RuleMessage[] {
  const parts: RuleMessage[] = [];
  if (rules.minRentalDays !== null && rules.minRentalDays > 1) {
    parts.push({ id: 'terms.minimum', values: { days: rules.minRentalDays } });
  }
  if (rules.maxRentalDays !== null) {
    parts.push({ id: 'terms.maximum', values: { days: rules.maxRentalDays } });
  }
  if (rules.minNoticeDays) {
    parts.push({ id: 'terms.notice', values: { days: rules.minNoticeDays } });
  }
  return parts;
}

/** The last return day the maximums (the owner's, the marketplace's) allow from `from`. */
export function latestReturnByRules(
  from: CalendarDate,
  rules: Pick<RentalRules, 'maxRentalDays'>,
  bounds: BookingBounds,
): CalendarDate {
  return addDays(from, longestRental(rules, bounds));
}

/** The first return day the minimum allows for a rental picked up on `from`. */
export function earliestReturnByRules(
  from: CalendarDate,
  rules: Pick<RentalRules, 'minRentalDays'>,
): CalendarDate {
  return addDays(from, Math.max(1, rules.minRentalDays ?? 1));
}

/** A block whose last day is over blocks nothing: [from, to) has passed once `to` is today. */
export function blockHasPassed(toDate: CalendarDate, today: CalendarDate): boolean {
  return toDate <= today;
}
