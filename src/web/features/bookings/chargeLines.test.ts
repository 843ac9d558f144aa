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
const confirmed = { charges, refunded: 0, status: 'confirmed', owner_keeps: null } as const;

describe('charge lines', () => {
  it('shows the renter what the card is charged and the deposit held beside it', () => {
    expect(chargeLines(confirmed, 'renter')).toEqual([
      { label: 'money.rentalPrice', amount: 60 },
      { label: 'money.serviceFee', amount: 6 },
      { label: 'money.totalCharged', amount: 66, total: true },
      { label: 'money.depositHeld', amount: 150 },
    ]);
  });

  it('shows the owner the payout after the commission, never the renter’s fee or deposit', () => {
    expect(chargeLines(confirmed, 'owner')).toEqual([
      { label: 'money.rentalPrice', amount: 60 },
      { label: 'money.commission', amount: -3 },
      { label: 'money.yourPayout', amount: 57, total: true },
    ]);
  });

  it('shows what went back on a cancelled rental, with no deposit held and no payout', () => {
    const cancelled = { charges, refunded: 33, status: 'cancelled', owner_keeps: 28.5 } as const;
    expect(chargeLines(cancelled, 'renter').map((line) => line.label)).toEqual([
      'money.rentalPrice',
      'money.serviceFee',
      'money.totalCharged',
      'money.refunded',
      'money.ownerKeeps',
    ]);
    expect(chargeLines(cancelled, 'renter').at(-1)).toEqual({
      label: 'money.ownerKeeps',
      amount: 28.5,
    });
    expect(chargeLines(cancelled, 'owner')).toEqual([
      { label: 'money.rentalPrice', amount: 60 },
      { label: 'money.refundedToRenter', amount: 33 },
      { label: 'money.youKeep', amount: 28.5, total: true },
    ]);
  });

  it('says a policy gave nothing back, and that the owner keeps the payout', () => {
    const keptAll = { charges, refunded: 0, status: 'cancelled', owner_keeps: 57 } as const;
    expect(chargeLines(keptAll, 'owner').slice(1)).toEqual([
      { label: 'money.refundedToRenter', amount: 0 },
      { label: 'money.youKeep', amount: 57, total: true },
    ]);
  });

  it('leaves out a deposit of nothing', () => {
    const noDeposit = { ...confirmed, charges: { ...charges, deposit: 0 } };
    expect(chargeLines(noDeposit, 'renter').at(-1)?.label).toBe('money.totalCharged');
  });
});
