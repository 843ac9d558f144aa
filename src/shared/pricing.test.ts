import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendarDates';
import { DURATIONS } from './items';
import { type Cents, toCents } from './money';
import { chargedUnits, quoteBooking } from './pricing';

/** Calendar dates from 2024 to 2035, leap days and DST change days included. */
const calendarDate = fc
  .integer({ min: 0, max: 12 * 366 })
  .map((offset) => addDays('2024-01-01', offset));
const cents = fc.integer({ min: 0, max: 10_000_000 }).map((value) => value as Cents);
const duration = fc.constantFrom(...DURATIONS);

describe('chargedUnits', () => {
  it.each([
    ['hour', 1, 24],
    ['hour', 3, 72],
    ['day', 1, 1],
    ['day', 10, 10],
    ['week', 1, 1],
    ['week', 7, 1],
    ['week', 8, 2],
    ['month', 30, 1],
    ['month', 31, 2],
    ['month', 1, 1],
  ] as const)('%s for %i days → %i units', (unit, days, units) => {
    expect(chargedUnits(unit, days)).toBe(units);
  });
});

describe('quoteBooking', () => {
  it('total = units × price in cents, for every unit and range', () => {
    fc.assert(
      fc.property(
        cents,
        duration,
        calendarDate,
        fc.integer({ min: 1, max: 400 }),
        (priceCents, unit, from, nights) => {
          const to = addDays(from, nights);
          const quote = quoteBooking(priceCents, unit, from, to);
          expect(quote?.days).toBe(nights);
          expect(quote?.units).toBe(chargedUnits(unit, nights));
          expect(quote?.totalCents).toBe(priceCents * chargedUnits(unit, nights));
        },
      ),
    );
  });

  it('refuses empty and reversed ranges', () => {
    fc.assert(
      fc.property(duration, calendarDate, fc.integer({ min: 0, max: 400 }), (unit, from, back) => {
        expect(quoteBooking(toCents(10), unit, from, addDays(from, -back))).toBeUndefined();
      }),
    );
  });

  it.each([
    ['across the US spring-forward night', '2026-03-07', '2026-03-09', 2],
    ['across the US fall-back night', '2026-10-31', '2026-11-02', 2],
    ['across a month end', '2026-01-30', '2026-02-02', 3],
    ['across the leap day', '2028-02-28', '2028-03-01', 2],
    ['from the leap day', '2028-02-29', '2028-03-01', 1],
    ['across a year end', '2026-12-31', '2027-01-01', 1],
  ])('counts nights %s', (_case, from, to, nights) => {
    expect(quoteBooking(toCents(19.99), 'day', from, to)).toEqual({
      days: nights,
      units: nights,
      totalCents: 1999 * nights,
    });
    expect(quoteBooking(toCents(2.5), 'hour', from, to)?.totalCents).toBe(6000 * nights);
  });

  it('multiplies money in cents: 19.99 × 3 is 59.97', () => {
    expect(quoteBooking(toCents(19.99), 'day', '2026-05-01', '2026-05-04')?.totalCents).toBe(5997);
    expect(quoteBooking(toCents(0.1), 'hour', '2026-05-01', '2026-05-02')?.totalCents).toBe(240);
  });

  it('agrees with daysBetween for any two dates', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (a, b) => {
        const [from, to] = a < b ? [a, b] : [b, a];
        const quote = quoteBooking(toCents(1), 'day', from, to);
        expect(quote?.days).toBe(from === to ? undefined : daysBetween(from, to));
      }),
    );
  });
});
