import { describe, expect, it } from 'vitest';
import { chargeLines } from './chargeLines';

const charges = {
  rental: 60,
  service_fee: 6,
  total_charged: 66,
  deposit: 150,
  commission: 3,
  owner_payout: 57,
};

describe('charge lines', () => {
  it('shows the renter what the card is charged and the deposit held beside it', () => {
    expect(chargeLines({ charges, refunded: 0 }, 'renter')).toEqual([
      { label: 'Rental price', amount: 60 },
      { label: 'Service fee', amount: 6 },
      { label: 'Total charged', amount: 66, total: true },
      { label: 'Deposit held', amount: 150 },
    ]);
  });

  it('shows the owner the payout after the commission, never the renter’s fee or deposit', () => {
    expect(chargeLines({ charges, refunded: 0 }, 'owner')).toEqual([
      { label: 'Rental price', amount: 60 },
      { label: 'Commission', amount: -3 },
      { label: 'Your payout', amount: 57, total: true },
    ]);
  });

  it('adds what went back to the renter, for both, and leaves out a deposit of nothing', () => {
    const refunded = { charges: { ...charges, deposit: 0 }, refunded: 33 };
    expect(chargeLines(refunded, 'renter').map((line) => line.label)).toEqual([
      'Rental price',
      'Service fee',
      'Total charged',
      'Refunded',
    ]);
    expect(chargeLines(refunded, 'owner').at(-1)).toEqual({ label: 'Refunded', amount: 33 });
  });
});
