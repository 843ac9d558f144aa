import { describe, expect, it } from 'vitest';
import {
  bookingCharges,
  chargedCents,
  DEFAULT_FEE_SETTINGS,
  type FeeRule,
  feeOn,
  ownerPayoutCents,
  percentToBasisPoints,
  shareOf,
} from './fees';
import { asCents } from './money';

const c = asCents;
const rule = (basisPoints: number, minimumCents: number): FeeRule => ({
  basisPoints,
  minimumCents: c(minimumCents),
});

describe('percentToBasisPoints', () => {
  it.each([
    [10, 1000],
    [7.5, 750],
    [0, 0],
    [100, 10_000],
    [0.01, 1],
  ])('%s %% is %s basis points', (percent, basisPoints) => {
    expect(percentToBasisPoints(percent)).toBe(basisPoints);
  });

  it.each([-1, 100.01, 0.001, Number.NaN])('refuses %s', (percent) => {
    expect(() => percentToBasisPoints(percent)).toThrow(RangeError);
  });
});

describe('shareOf', () => {
  it('rounds half a cent up and less than half down', () => {
    expect(shareOf(c(1005), 1000)).toBe(101); // 100.5
    expect(shareOf(c(1004), 1000)).toBe(100); // 100.4
    expect(shareOf(c(1999), 5000)).toBe(1000); // 999.5
    expect(shareOf(c(0), 1000)).toBe(0);
  });
});

describe('feeOn', () => {
  it('takes the percentage of the price', () => {
    expect(feeOn(c(5000), rule(1000, 100))).toBe(500);
  });

  it('takes at least the minimum', () => {
    expect(feeOn(c(500), rule(1000, 100))).toBe(100);
    expect(feeOn(c(1000), rule(1000, 100))).toBe(100);
    expect(feeOn(c(1010), rule(1000, 100))).toBe(101);
  });

  it('never takes more than the price', () => {
    expect(feeOn(c(50), rule(1000, 100))).toBe(50);
  });

  it('takes nothing at 0 % whatever the minimum, and nothing on a free rental', () => {
    expect(feeOn(c(5000), rule(0, 100))).toBe(0);
    expect(feeOn(c(0), rule(1000, 100))).toBe(0);
  });
});

describe('bookingCharges', () => {
  it('fixes the rental, both fees and the deposit', () => {
    const charges = bookingCharges(c(12_000), c(20_000), DEFAULT_FEE_SETTINGS);
    expect(charges).toEqual({
      rentalCents: 12_000,
      serviceFeeCents: 1_200,
      commissionCents: 600,
      depositCents: 20_000,
    });
    expect(chargedCents(charges)).toBe(13_200);
    expect(ownerPayoutCents(charges)).toBe(11_400);
  });
});
