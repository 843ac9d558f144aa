import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cents,
  centsAtLeast,
  centsAtMost,
  fromCents,
  multiplyCents,
  sumCents,
  toCents,
} from './money';

/** Up to ten million dollars, in cents. */
const cents = fc.integer({ min: 0, max: 1_000_000_000 }).map((value) => value as Cents);
const wholeDollars = fc.integer({ min: 0, max: 10_000_000 });
const digit = fc.integer({ min: 0, max: 9 });

describe('toCents', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [19.99, 1999],
    [1234.5, 123450],
    [999999.99, 99999999],
    [0.1 + 0.2, 30],
    [0.7 + 0.1, 80],
    [1.005, 101],
    [1.015, 102],
    [0.004, 0],
    [0.005, 1],
    [2.675, 268],
    [1e-7, 0],
  ])('%d dollars are %i cents', (dollars, expected) => {
    expect(toCents(dollars)).toBe(expected);
  });

  it.each([-0.01, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e20])('refuses %d', (dollars) => {
    expect(() => toCents(dollars)).toThrow(RangeError);
  });

  it('reads back every two-decimal amount exactly', () => {
    fc.assert(
      fc.property(wholeDollars, digit, digit, (whole, tenths, hundredths) => {
        expect(toCents(Number(`${whole}.${tenths}${hundredths}`))).toBe(
          whole * 100 + tenths * 10 + hundredths,
        );
      }),
    );
  });

  it('rounds the third decimal half away from zero, as written', () => {
    fc.assert(
      fc.property(wholeDollars, digit, digit, digit, (whole, tenths, hundredths, thousandths) => {
        const written = Number(`${whole}.${tenths}${hundredths}${thousandths}`);
        const truncated = whole * 100 + tenths * 10 + hundredths;
        expect(toCents(written)).toBe(thousandths >= 5 ? truncated + 1 : truncated);
      }),
    );
  });

  it('is the inverse of fromCents', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(toCents(fromCents(amount))).toBe(amount);
      }),
    );
  });

  it('undoes the drift of adding dollar amounts in floating point', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(toCents(fromCents(a) + fromCents(b))).toBe(a + b);
      }),
    );
  });
});

describe('fromCents', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [5997, 59.97],
    [99999999, 999999.99],
  ])('%i cents are %d dollars', (amount, dollars) => {
    expect(fromCents(amount as Cents)).toBe(dollars);
  });

  it('gives the number JSON reads for the same decimal', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const written = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
        expect(fromCents(amount)).toBe(JSON.parse(written));
      }),
    );
  });
});

describe('price filter bounds', () => {
  it.each([
    [10, 1000, 1000],
    [10.005, 1001, 1000],
    [10.001, 1001, 1000],
    [10.009, 1001, 1000],
    [0.1 + 0.2, 31, 30],
    [0, 0, 0],
  ])('%d dollars: at least %i cents, at most %i cents', (dollars, least, most) => {
    expect(centsAtLeast(dollars)).toBe(least);
    expect(centsAtMost(dollars)).toBe(most);
  });

  it('brackets any amount between neighbouring cents', () => {
    fc.assert(
      fc.property(wholeDollars, fc.stringMatching(/^\d{1,6}$/), (whole, fraction) => {
        const written = Number(`${whole}.${fraction}`);
        const least = centsAtLeast(written);
        const most = centsAtMost(written);
        expect(most).toBe(whole * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')));
        expect(least - most).toBe(/[1-9]/.test(fraction.slice(2)) ? 1 : 0);
      }),
    );
  });

  it('refuses negative bounds', () => {
    expect(() => centsAtLeast(-1)).toThrow(RangeError);
    expect(() => centsAtMost(-0.5)).toThrow(RangeError);
  });
});

describe('cents arithmetic', () => {
  it('multiplies by whole numbers only', () => {
    expect(multiplyCents(1999 as Cents, 3)).toBe(5997);
    expect(() => multiplyCents(1999 as Cents, 1.5)).toThrow(RangeError);
  });

  it('sums exactly', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([toCents(0.1), toCents(0.2), toCents(19.99)])).toBe(2029);
  });
});
