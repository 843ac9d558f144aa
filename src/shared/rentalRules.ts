import { availabilityMessages } from './availabilityMessages';
import { addDays, type CalendarDate, daysBetween, formatCalendarDate } from './calendarDates';

const m = availabilityMessages;

/** The owner's rules for a request; null: no rule. Lengths count nights of [from, to). */
export interface RentalRules {
  minRentalDays: number | null;
  maxRentalDays: number | null;
  minNoticeDays: number | null;
}

/** The bounds of each rule, as the database's check on items holds them too. */
export const RENTAL_DAYS_LIMITS = { min: 1, max: 365 } as const;
export const NOTICE_DAYS_LIMITS = { min: 0, max: 365 } as const;

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

/** A broken rule: its message, and the date field the renter should change. */
export interface RentalRuleProblem {
  field: 'fromDate' | 'toDate';
  message: string;
}

/**
 * What the owner's rules say against the half-open range [from, to), or undefined when they
 * allow it: the notice first (the start is chosen first), then the length. A one-night rental
 * is from d to d + 1.
 */
export function rentalRulesProblem(
  range: { fromDate: CalendarDate; toDate: CalendarDate },
  rules: RentalRules,
  today: CalendarDate,
): RentalRuleProblem | undefined {
  const earliest = earliestStart(today, rules);
  if (rules.minNoticeDays && range.fromDate < earliest) {
    const message = m.tooSoon(rules.minNoticeDays, formatCalendarDate(earliest));
    return { field: 'fromDate', message };
  }
  const nights = daysBetween(range.fromDate, range.toDate);
  if (rules.minRentalDays !== null && nights < rules.minRentalDays) {
    return { field: 'toDate', message: m.tooShort(rules.minRentalDays) };
  }
  if (rules.maxRentalDays !== null && nights > rules.maxRentalDays) {
    return { field: 'toDate', message: m.tooLong(rules.maxRentalDays) };
  }
  return undefined;
}

/** "Minimum 3 days · 2 days' notice": the rules a renter should know before choosing dates. */
export function rentalRulesSummary(rules: RentalRules): string | undefined {
  const parts = [
    rules.minRentalDays !== null && rules.minRentalDays > 1 ? m.minimum(rules.minRentalDays) : '',
    rules.maxRentalDays !== null ? m.maximum(rules.maxRentalDays) : '',
    rules.minNoticeDays ? m.notice(rules.minNoticeDays) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The last return day the maximum allows for a rental picked up on `from`. */
export function latestReturnByRules(
  from: CalendarDate,
  rules: Pick<RentalRules, 'maxRentalDays'>,
): CalendarDate | undefined {
  return rules.maxRentalDays === null ? undefined : addDays(from, rules.maxRentalDays);
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
