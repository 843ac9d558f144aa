import { describe, expect, it } from 'vitest';
import { inEnglish } from './i18n/allCatalogs';
import { SOURCE_LOCALE } from './i18n/locales';
import {
  blockHasPassed,
  DEFAULT_BOOKING_BOUNDS,
  earliestReturnByRules,
  earliestStart,
  latestReturnByRules,
  latestStart,
  type RentalRules,
  rentalLengthsOrdered,
  rentalRulesProblem,
  rentalRulesSummary,
} from './rentalRules';

const noRules: RentalRules = { minRentalDays: null, maxRentalDays: null, minNoticeDays: null };
const today = '2026-12-01';
const bounds = DEFAULT_BOOKING_BOUNDS;
const range = (fromDate: string, toDate: string) => ({ fromDate, toDate });
type Problem = Parameters<typeof rentalRulesProblem>;
/** The problem for an English reader, whose dates are written the English way. */
const problem = (dates: Problem[0], rules: Problem[1], day: Problem[2], limits: Problem[3]) =>
  rentalRulesProblem(dates, rules, day, limits, SOURCE_LOCALE);
/** The problem's words, as an English reader sees them. */
const problemText = (...args: Parameters<typeof problem>) => {
  const message = problem(...args)?.message;
  return message && inEnglish(message.id, message.values);
};

describe('rentalRulesProblem', () => {
  it('names the field to change: the start for the notice, the return for the length', () => {
    const rules = { minRentalDays: 3, maxRentalDays: null, minNoticeDays: 2 };
    expect(problem(range('2026-12-02', '2026-12-09'), rules, today, bounds)?.field).toBe(
      'fromDate',
    );
    expect(problem(range('2026-12-05', '2026-12-06'), rules, today, bounds)?.field).toBe('toDate');
  });

  it('allows anything without rules, a one-night rental today included', () => {
    expect(problemText(range('2026-12-01', '2026-12-02'), noRules, today, bounds)).toBeUndefined();
    expect(problemText(range('2026-12-01', '2027-03-01'), noRules, today, bounds)).toBeUndefined();
  });

  it('counts nights of the half-open range against the minimum', () => {
    const rules = { ...noRules, minRentalDays: 3 };
    expect(problemText(range('2026-12-05', '2026-12-07'), rules, today, bounds)).toBe(
      'This item is rented for at least 3 days.',
    );
    expect(problemText(range('2026-12-05', '2026-12-08'), rules, today, bounds)).toBeUndefined();
  });

  it('counts nights against the maximum, exactly the maximum allowed', () => {
    const rules = { ...noRules, maxRentalDays: 14 };
    expect(problemText(range('2026-12-05', '2026-12-19'), rules, today, bounds)).toBeUndefined();
    expect(problemText(range('2026-12-05', '2026-12-20'), rules, today, bounds)).toBe(
      'This item is rented for at most 14 days.',
    );
  });

  it('says one day, not one days', () => {
    expect(inEnglish('terms.tooLong', { days: 1 })).toBe('This item is rented for at most 1 day.');
    expect(
      problemText(
        range('2026-12-05', '2026-12-07'),
        { ...noRules, maxRentalDays: 1 },
        today,
        bounds,
      ),
    ).toBe('This item is rented for at most 1 day.');
  });

  it('refuses a start inside the notice, naming the earliest start', () => {
    const rules = { ...noRules, minNoticeDays: 2 };
    expect(problemText(range('2026-12-02', '2026-12-05'), rules, today, bounds)).toBe(
      "The owner needs 2 days' notice: the earliest start is Dec 3, 2026.",
    );
    expect(problemText(range('2026-12-03', '2026-12-05'), rules, today, bounds)).toBeUndefined();
    expect(
      problemText(
        range('2026-12-01', '2026-12-05'),
        { ...noRules, minNoticeDays: 1 },
        today,
        bounds,
      ),
    ).toBe("The owner needs 1 day's notice: the earliest start is Dec 2, 2026.");
  });

  it('treats zero notice as no rule', () => {
    const rules = { ...noRules, minNoticeDays: 0 };
    expect(problemText(range('2026-12-01', '2026-12-02'), rules, today, bounds)).toBeUndefined();
  });

  it('names the notice before the length, across a month and a year', () => {
    const rules = { minRentalDays: 3, maxRentalDays: 5, minNoticeDays: 31 };
    expect(problemText(range('2026-12-02', '2026-12-03'), rules, today, bounds)).toBe(
      "The owner needs 31 days' notice: the earliest start is Jan 1, 2027.",
    );
    expect(problemText(range('2027-01-01', '2027-01-03'), rules, today, bounds)).toBe(
      'This item is rented for at least 3 days.',
    );
    expect(problemText(range('2027-01-01', '2027-01-07'), rules, today, bounds)).toBe(
      'This item is rented for at most 5 days.',
    );
    expect(problemText(range('2027-01-01', '2027-01-06'), rules, today, bounds)).toBeUndefined();
  });
});

describe('the marketplace’s bounds', () => {
  it('refuse a start beyond the advance, naming the latest start, and allow that day', () => {
    expect(problemText(range('2027-12-01', '2027-12-02'), noRules, today, bounds)).toBeUndefined();
    expect(problemText(range('2027-12-02', '2027-12-03'), noRules, today, bounds)).toBe(
      'Rentals can be booked at most 365 days ahead: the latest start is Dec 1, 2027.',
    );
    expect(problem(range('9999-01-01', '9999-12-31'), noRules, today, bounds)?.field).toBe(
      'fromDate',
    );
  });

  it('refuse more nights than the marketplace allows, above or without the owner’s maximum', () => {
    const longest =
      'Rentals on Lendwell last at most 90 days. Please choose an earlier return date.';
    expect(problemText(range('2026-12-01', '2027-03-01'), noRules, today, bounds)).toBeUndefined();
    expect(problemText(range('2026-12-01', '2027-03-02'), noRules, today, bounds)).toBe(longest);
    const generous = { ...noRules, maxRentalDays: 200 };
    expect(problemText(range('2026-12-01', '2027-03-02'), generous, today, bounds)).toBe(longest);
    const strict = { ...noRules, maxRentalDays: 30 };
    expect(problemText(range('2026-12-01', '2027-01-01'), strict, today, bounds)).toBe(
      'This item is rented for at most 30 days.',
    );
  });

  it('follow the settings', () => {
    const tight = { maxAdvanceDays: 10, maxRentalDays: 3 };
    expect(problemText(range('2026-12-12', '2026-12-13'), noRules, today, tight)).toBe(
      'Rentals can be booked at most 10 days ahead: the latest start is Dec 11, 2026.',
    );
    expect(problemText(range('2026-12-02', '2026-12-06'), noRules, today, tight)).toBe(
      'Rentals on Lendwell last at most 3 days. Please choose an earlier return date.',
    );
  });
});

describe('the pickers’ bounds', () => {
  it('starts no earlier than today plus the notice', () => {
    expect(earliestStart(today, noRules)).toBe(today);
    expect(earliestStart(today, { minNoticeDays: 2 })).toBe('2026-12-03');
    expect(earliestStart('2026-12-31', { minNoticeDays: 1 })).toBe('2027-01-01');
  });

  it('returns between the minimum and the maximum length', () => {
    expect(earliestReturnByRules('2026-12-05', { minRentalDays: null })).toBe('2026-12-06');
    expect(earliestReturnByRules('2026-12-05', { minRentalDays: 3 })).toBe('2026-12-08');
    expect(latestReturnByRules('2026-12-05', { maxRentalDays: null }, bounds)).toBe('2027-03-05');
    expect(latestReturnByRules('2026-12-05', { maxRentalDays: 14 }, bounds)).toBe('2026-12-19');
    expect(latestReturnByRules('2026-12-05', { maxRentalDays: 120 }, bounds)).toBe('2027-03-05');
  });

  it('starts no later than the marketplace’s advance allows', () => {
    expect(latestStart(today, bounds)).toBe('2027-12-01');
    expect(latestStart(today, { ...bounds, maxAdvanceDays: 30 })).toBe('2026-12-31');
  });
});

describe('rentalLengthsOrdered', () => {
  it('allows equal bounds and missing ones, not a minimum above the maximum', () => {
    expect(rentalLengthsOrdered({ minRentalDays: 3, maxRentalDays: 3 })).toBe(true);
    expect(rentalLengthsOrdered({ minRentalDays: 3, maxRentalDays: null })).toBe(true);
    expect(rentalLengthsOrdered({ minRentalDays: null, maxRentalDays: 1 })).toBe(true);
    expect(rentalLengthsOrdered({ minRentalDays: 4, maxRentalDays: 3 })).toBe(false);
  });
});

describe('rentalRulesSummary', () => {
  const summaryText = (rules: RentalRules) =>
    rentalRulesSummary(rules)
      .map((part) => inEnglish(part.id, part.values))
      .join(' · ');

  it('says nothing without rules, or with rules that change nothing', () => {
    expect(rentalRulesSummary(noRules)).toEqual([]);
    expect(rentalRulesSummary({ ...noRules, minRentalDays: 1, minNoticeDays: 0 })).toEqual([]);
  });

  it('lists the rules in the order a renter meets them', () => {
    expect(rentalRulesSummary({ minRentalDays: 3, maxRentalDays: null, minNoticeDays: 2 })).toEqual(
      [
        { id: 'terms.minimum', values: { days: 3 } },
        { id: 'terms.notice', values: { days: 2 } },
      ],
    );
    expect(summaryText({ minRentalDays: 3, maxRentalDays: null, minNoticeDays: 2 })).toBe(
      "Minimum 3 days · 2 days' notice",
    );
    expect(summaryText({ minRentalDays: 2, maxRentalDays: 14, minNoticeDays: 1 })).toBe(
      "Minimum 2 days · Maximum 14 days · 1 day's notice",
    );
  });
});

describe('blockHasPassed', () => {
  it('is over once the day it ends on has come', () => {
    expect(blockHasPassed('2026-11-30', today)).toBe(true);
    expect(blockHasPassed('2026-12-01', today)).toBe(true);
    expect(blockHasPassed('2026-12-02', today)).toBe(false);
  });
});
