import { describe, expect, it } from 'vitest';
import { ownerPayoutCents } from './fees';
import {
  calendarYearAt,
  earningsAvailableAt,
  ownerBalances,
  ownerKeepsOfCancelled,
  settlementSplit,
} from './ledger';
import { asCents } from './money';

const charges = {
  rentalCents: asCents(10_000),
  serviceFeeCents: asCents(1_000),
  commissionCents: asCents(500),
};

describe('settlementSplit', () => {
  it('gives the owner the rental less the commission when the payment is kept whole', () => {
    expect(settlementSplit(charges, asCents(11_000))).toEqual({
      ownerCents: ownerPayoutCents(charges),
      marketplaceCents: 1_500,
    });
  });

  it('gives the owner the kept half of the rental less half the commission', () => {
    expect(settlementSplit(charges, asCents(5_500))).toEqual({
      ownerCents: 4_750,
      marketplaceCents: 750,
    });
  });

  it('gives nobody anything when nothing was kept', () => {
    expect(settlementSplit(charges, asCents(0))).toEqual({ ownerCents: 0, marketplaceCents: 0 });
  });

  it('never loses or makes a cent, whatever is kept', () => {
    const odd = {
      rentalCents: asCents(999),
      serviceFeeCents: asCents(101),
      commissionCents: asCents(50),
    };
    for (let kept = 0; kept <= 1_100; kept += 1) {
      const split = settlementSplit(odd, asCents(kept));
      expect(split.ownerCents + split.marketplaceCents).toBe(kept);
      expect(split.ownerCents).toBeGreaterThanOrEqual(0);
      expect(split.ownerCents).toBeLessThanOrEqual(ownerPayoutCents(odd));
    }
  });

  it('gives a booking without fees everything to the owner', () => {
    const free = {
      rentalCents: asCents(3_000),
      serviceFeeCents: asCents(0),
      commissionCents: asCents(0),
    };
    expect(settlementSplit(free, asCents(3_000))).toEqual({
      ownerCents: 3_000,
      marketplaceCents: 0,
    });
  });
});

describe('earningsAvailableAt', () => {
  it('is 48 hours after midnight of the end date where the item is', () => {
    const now = new Date('2026-03-10T08:00:00Z');
    expect(earningsAvailableAt({ toDate: '2026-03-10', timeZone: 'UTC' }, now)).toEqual(
      new Date('2026-03-12T00:00:00Z'),
    );
    expect(
      earningsAvailableAt({ toDate: '2026-03-10', timeZone: 'Pacific/Honolulu' }, now),
    ).toEqual(new Date('2026-03-12T10:00:00Z'));
  });

  it('is now when the window has already closed', () => {
    const now = new Date('2026-03-20T08:00:00Z');
    expect(earningsAvailableAt({ toDate: '2026-03-10', timeZone: 'UTC' }, now)).toEqual(now);
  });
});

describe('ownerBalances', () => {
  it('counts an entry as available from its instant on, pending before', () => {
    const at = new Date('2026-03-12T00:00:00Z');
    const entries = [
      { amountCents: 9_500, availableAt: at },
      { amountCents: 2_000, availableAt: new Date('2026-03-01T00:00:00Z') },
      { amountCents: -2_000, availableAt: new Date('2026-03-02T00:00:00Z') },
    ];
    expect(ownerBalances(entries, new Date(at.getTime() - 1))).toEqual({
      pendingCents: 9_500,
      availableCents: 0,
    });
    expect(ownerBalances(entries, at)).toEqual({ pendingCents: 0, availableCents: 9_500 });
  });
});

describe('calendarYearAt', () => {
  it('is the year on the marketplace clock, not in UTC', () => {
    // 03:00 UTC on New Year's Day is still the evening of December 31 in New York.
    const year = calendarYearAt(new Date('2027-01-01T03:00:00Z'), 'America/New_York');
    expect(year.year).toBe(2026);
    expect(year.start.toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(year.end.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('turns at midnight where the clock is', () => {
    const tokyo = calendarYearAt(new Date('2026-12-31T15:00:00Z'), 'Asia/Tokyo');
    expect(tokyo.year).toBe(2027);
    expect(tokyo.start.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
});

describe('ownerKeepsOfCancelled', () => {
  it('keeps nothing when everything went back, and the payout when nothing did', () => {
    expect(ownerKeepsOfCancelled(charges, asCents(11_000))).toBe(0);
    expect(ownerKeepsOfCancelled(charges, asCents(0))).toBe(ownerPayoutCents(charges));
  });

  it('keeps the owner’s share of what a policy kept, as the settlement credits it', () => {
    // Half of the rental and the fee went back: half of the payout stays with the owner.
    expect(ownerKeepsOfCancelled(charges, asCents(5_500))).toBe(4_750);
    expect(ownerKeepsOfCancelled(charges, asCents(5_500))).toBe(
      settlementSplit(charges, asCents(5_500)).ownerCents,
    );
  });
});
