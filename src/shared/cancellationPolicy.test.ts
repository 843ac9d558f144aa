import { describe, expect, it } from 'vitest';
import { cancellationRefund, refundPercent, rentalStartsAt } from './cancellationPolicy';
import { asCents } from './money';

const START = { fromDate: '2026-12-20', timeZone: 'UTC' };
const start = rentalStartsAt(START).getTime();
const ahead = (ms: number) => new Date(start - ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const charges = { rentalCents: asCents(10_001), serviceFeeCents: asCents(1_001) };

describe('rentalStartsAt', () => {
  it('is midnight of the first day where the item is', () => {
    expect(rentalStartsAt(START).toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(rentalStartsAt({ ...START, timeZone: 'Pacific/Honolulu' }).toISOString()).toBe(
      '2026-12-20T10:00:00.000Z',
    );
    expect(rentalStartsAt({ ...START, timeZone: 'America/New_York' }).toISOString()).toBe(
      '2026-12-20T05:00:00.000Z',
    );
  });

  it('gives the same instant to both parties, judged where the item is', () => {
    // 00:00:01 on Dec 19 in New York is 19:00 on Dec 18 in Honolulu: under a day before a New
    // York item starts, still 29 hours before a Honolulu item does.
    const lateForNewYork = new Date('2026-12-19T05:00:01Z');
    expect(
      refundPercent('flexible', { ...START, timeZone: 'America/New_York' }, lateForNewYork),
    ).toBe(0);
    expect(
      refundPercent('flexible', { ...START, timeZone: 'Pacific/Honolulu' }, lateForNewYork),
    ).toBe(100);
  });
});

describe('refundPercent at the boundaries', () => {
  it.each([
    ['flexible', 24 * HOUR, 100],
    ['flexible', 24 * HOUR - 1, 0],
    ['flexible', 30 * DAY, 100],
    ['flexible', 0, 0],
    ['moderate', 5 * DAY, 100],
    ['moderate', 5 * DAY - 1, 50],
    ['moderate', 1, 50],
    ['moderate', -3 * DAY, 50],
    ['strict', 7 * DAY, 50],
    ['strict', 7 * DAY - 1, 0],
    ['strict', 60 * DAY, 50],
  ] as const)('%s, %i ms before the start: %i %%', (policy, notice, percent) => {
    expect(refundPercent(policy, START, ahead(notice))).toBe(percent);
  });
});

describe('cancellationRefund', () => {
  it('gives back the whole payment under the policy’s full step', () => {
    expect(cancellationRefund(charges, 'flexible', START, ahead(2 * DAY), true)).toEqual({
      percent: 100,
      rentalCents: 10_001,
      serviceFeeCents: 1_001,
      totalCents: 11_002,
    });
  });

  it('halves rental and fee alike, each half cent going to the renter', () => {
    expect(cancellationRefund(charges, 'moderate', START, ahead(DAY), true)).toEqual({
      percent: 50,
      rentalCents: 5_001,
      serviceFeeCents: 501,
      totalCents: 5_502,
    });
  });

  it('gives nothing back late under a strict policy', () => {
    expect(cancellationRefund(charges, 'strict', START, ahead(DAY), true).totalCents).toBe(0);
  });

  it('gives everything back when the policy does not apply, however late', () => {
    expect(cancellationRefund(charges, 'strict', START, ahead(HOUR), false)).toMatchObject({
      percent: 100,
      totalCents: 11_002,
    });
  });
});
