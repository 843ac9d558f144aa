import { describe, expect, it } from 'vitest';
import { toCents } from '../../../shared/money';
import { quoteBooking } from '../../../shared/pricing';
import { feeSettingsFrom, quotedCharges } from './costSummary';

describe('quoted charges', () => {
  const fees = feeSettingsFrom({
    renter_service_fee: { percent: 10, minimum: 1 },
    owner_commission: { percent: 7.5, minimum: 0 },
  });

  it('reads the percentages as basis points and the minimums as cents', () => {
    expect(fees).toEqual({
      renterServiceFee: { basisPoints: 1000, minimumCents: 100 },
      ownerCommission: { basisPoints: 750, minimumCents: 0 },
    });
  });

  it('adds the service fee to the rental and holds the deposit apart', () => {
    const quote = quoteBooking(toCents(19.99), 'day', '2026-06-01', '2026-06-04');
    if (!quote) throw new Error('three days have a price');
    expect(quotedCharges(quote, 150, fees)).toEqual({
      rentalCents: 5997,
      serviceFeeCents: 600,
      commissionCents: 450,
      depositCents: 15000,
      chargedCents: 6597,
    });
  });

  it('charges the minimum fee on a cheap rental and nothing on a free one', () => {
    const cheap = quoteBooking(toCents(2), 'day', '2026-06-01', '2026-06-02');
    const free = quoteBooking(toCents(0), 'day', '2026-06-01', '2026-06-02');
    if (!cheap || !free) throw new Error('one day has a price');
    expect(quotedCharges(cheap, 0, fees)).toMatchObject({
      serviceFeeCents: 100,
      chargedCents: 300,
    });
    expect(quotedCharges(free, 0, fees)).toMatchObject({ serviceFeeCents: 0, chargedCents: 0 });
  });
});
