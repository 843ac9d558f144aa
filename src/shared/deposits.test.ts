import { describe, expect, it } from 'vitest';
import {
  awardedStatus,
  claimAmountValid,
  claimableStatus,
  claimRespondBy,
  claimWindowOpen,
  decisionAmountValid,
  depositChoiceOpen,
  depositModeFor,
  depositReleaseAt,
  latestDepositDecisionAt,
  rentalEndsAt,
} from './deposits';
import { asCents } from './money';

const at = (iso: string) => new Date(iso);
const MARCH_10 = { toDate: '2026-03-10', timeZone: 'UTC' };

describe('deposit release', () => {
  it('ends the rental at midnight of the return day where the item is', () => {
    expect(rentalEndsAt(MARCH_10).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(rentalEndsAt({ ...MARCH_10, timeZone: 'Pacific/Honolulu' }).toISOString()).toBe(
      '2026-03-10T10:00:00.000Z',
    );
  });

  it('releases exactly 48 hours after the rental ends', () => {
    expect(depositReleaseAt(MARCH_10).toISOString()).toBe('2026-03-12T00:00:00.000Z');
    // New York is on daylight time from March 8, 2026: four hours behind UTC.
    expect(depositReleaseAt({ ...MARCH_10, timeZone: 'America/New_York' }).toISOString()).toBe(
      '2026-03-12T04:00:00.000Z',
    );
  });

  it('takes claims until the release, not at it', () => {
    const releaseAt = depositReleaseAt(MARCH_10);
    expect(claimWindowOpen(releaseAt, at('2026-03-11T23:59:59.999Z'))).toBe(true);
    expect(claimWindowOpen(releaseAt, at('2026-03-12T00:00:00.000Z'))).toBe(false);
    // During the rental too: damage can be seen before the return.
    expect(claimWindowOpen(releaseAt, at('2026-03-09T12:00:00.000Z'))).toBe(true);
  });
});

describe('claim response deadline', () => {
  it('gives the renter exactly 72 hours', () => {
    expect(claimRespondBy(at('2026-03-11T10:30:00.000Z')).toISOString()).toBe(
      '2026-03-14T10:30:00.000Z',
    );
  });

  it('puts the last possible decision 48 + 72 hours after the end', () => {
    expect(latestDepositDecisionAt(MARCH_10).toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });
});

describe('hold or charge', () => {
  // The last decision for a rental returned on 2026-03-10 is 2026-03-15T00:00Z.
  it('holds when the last decision is at most seven days after the hold', () => {
    expect(depositModeFor(MARCH_10, at('2026-03-08T00:00:00.000Z'))).toBe('hold');
    expect(depositModeFor(MARCH_10, at('2026-03-08T00:00:00.001Z'))).toBe('hold');
  });

  it('charges and refunds when a hold would lapse first', () => {
    expect(depositModeFor(MARCH_10, at('2026-03-07T23:59:59.999Z'))).toBe('charge');
    expect(depositModeFor(MARCH_10, at('2026-01-01T00:00:00.000Z'))).toBe('charge');
  });

  it('holds for a rental already over', () => {
    expect(depositModeFor(MARCH_10, at('2026-03-11T00:00:00.000Z'))).toBe('hold');
  });
});

describe('claim amounts', () => {
  it('asks for at least a cent and at most the deposit', () => {
    const deposit = asCents(20_000);
    expect(claimAmountValid(asCents(1), deposit)).toBe(true);
    expect(claimAmountValid(asCents(20_000), deposit)).toBe(true);
    expect(claimAmountValid(asCents(20_001), deposit)).toBe(false);
    expect(claimAmountValid(asCents(0), deposit)).toBe(false);
  });

  it('lets a decision range from nothing to the claimed amount', () => {
    const claimed = asCents(8_000);
    expect(decisionAmountValid(asCents(0), claimed)).toBe(true);
    expect(decisionAmountValid(asCents(8_000), claimed)).toBe(true);
    expect(decisionAmountValid(asCents(8_001), claimed)).toBe(false);
  });
});

describe('claimableStatus', () => {
  const fromDate = { fromDate: '2030-06-10', timeZone: 'UTC' };
  it('allows a completed rental, and one cancelled once it had begun', () => {
    expect(claimableStatus('completed', fromDate, at('2030-06-09T00:00:00Z'))).toBe(true);
    expect(claimableStatus('cancelled', fromDate, at('2030-06-10T00:00:00Z'))).toBe(true);
  });

  it('refuses one cancelled before it began, and rentals not over', () => {
    expect(claimableStatus('cancelled', fromDate, at('2030-06-09T23:59:59Z'))).toBe(false);
    // In Honolulu the rental begins ten hours later.
    const honolulu = { ...fromDate, timeZone: 'Pacific/Honolulu' };
    expect(claimableStatus('cancelled', honolulu, at('2030-06-10T09:59:59Z'))).toBe(false);
    expect(claimableStatus('cancelled', honolulu, at('2030-06-10T10:00:00Z'))).toBe(true);
    for (const status of ['pending', 'confirmed', 'rejected']) {
      expect(claimableStatus(status, fromDate, at('2030-06-20T00:00:00Z'))).toBe(false);
    }
  });
});

describe('awardedStatus', () => {
  it('is a plain capture when the decision awards the whole claim, refunded otherwise', () => {
    expect(awardedStatus(asCents(8_000), asCents(8_000))).toBe('captured');
    expect(awardedStatus(asCents(5_000), asCents(8_000))).toBe('refunded');
    expect(awardedStatus(asCents(0), asCents(8_000))).toBe('refunded');
  });
});

describe('depositChoiceOpen', () => {
  it('offers the owner a choice only for a failed deposit of a confirmed rental', () => {
    expect(depositChoiceOpen('failed', 'confirmed')).toBe(true);
    expect(depositChoiceOpen('failed', 'cancelled')).toBe(false);
    expect(depositChoiceOpen('waived', 'confirmed')).toBe(false);
    expect(depositChoiceOpen('held', 'confirmed')).toBe(false);
  });
});
