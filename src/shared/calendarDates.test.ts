import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  earliestTodayOnEarth,
  formatCalendarDate,
  formatDateRange,
  fromLocalDate,
  isCalendarDate,
  localToday,
  toLocalDate,
  utcDateOf,
} from './calendarDates';
import { SOURCE_LOCALE } from './i18n/locales';

const calendarDate = fc
  .integer({ min: 0, max: 40 * 366 })
  .map((offset) => addDays('2000-01-01', offset));

describe('isCalendarDate', () => {
  it.each(['2026-01-01', '2028-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '01/02/2026', '', 'x'])(
    'refuses %j',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
});

describe('day arithmetic', () => {
  it('adding n days and counting them back agree, for any date and n', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isCalendarDate(moved)).toBe(true);
        expect(daysBetween(date, moved)).toBe(days);
      }),
    );
  });

  it.each([
    ['2026-03-08', '2026-03-09', 1],
    ['2026-11-01', '2026-11-02', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-02-28', '2026-03-01', 1],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-05-10', '2026-05-01', -9],
  ])('from %s to %s is %i days, whatever the DST', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('earliestTodayOnEarth', () => {
  it.each([
    ['2030-06-15T12:00:00Z', '2030-06-15'],
    ['2030-06-15T11:59:59Z', '2030-06-14'],
    ['2030-06-15T23:59:59Z', '2030-06-15'],
    ['2030-03-01T05:00:00Z', '2030-02-28'],
  ])('at %s is %s (UTC−12)', (instant, date) => {
    expect(earliestTodayOnEarth(new Date(instant))).toBe(date);
  });

  it('is never after the UTC date, and at most one day before it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (now) => {
          const lag = daysBetween(earliestTodayOnEarth(now), utcDateOf(now));
          expect([0, 1]).toContain(lag);
        },
      ),
    );
  });
});

describe('local dates for pickers', () => {
  it('round-trips through a local Date', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(fromLocalDate(toLocalDate(date))).toBe(date);
      }),
    );
  });

  it("reads the clock's own calendar date", () => {
    expect(localToday(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
  });
});

describe('formatCalendarDate', () => {
  it('shows a short US date the same on every machine', () => {
    expect(formatCalendarDate('2026-11-22', SOURCE_LOCALE)).toBe('Nov 22, 2026');
    expect(formatCalendarDate('not a date', SOURCE_LOCALE)).toBe('');
  });

  it("writes it in the reader's language", () => {
    expect(formatCalendarDate('2026-11-22', 'es-US')).toBe('22 nov 2026');
  });
});

describe('formatDateRange', () => {
  it('joins both ends with an en dash', () => {
    expect(formatDateRange('2026-11-28', '2026-12-01', SOURCE_LOCALE)).toBe(
      'Nov 28, 2026 – Dec 1, 2026',
    );
  });
});
