import { describe, expect, it } from 'vitest';
import { asCents, type Cents } from './money';
import {
  depositLinesFromRecord,
  depositLinesOf,
  paymentMethodMessage,
  type ReceiptPayment,
  receiptNumber,
  receiptTotals,
  referenceSuffix,
  refundHistory,
  takenPaymentOf,
} from './receipts';

function payment(overrides: Partial<ReceiptPayment>): ReceiptPayment {
  return {
    status: 'paid',
    amountCents: asCents(6600),
    refundCents: null,
    paidAt: '2030-06-15T12:00:00.000Z',
    refundedAt: null,
    provider: 'local',
    reference: 'pi_local_abcdef123456',
    ...overrides,
  };
}

describe('the payment a receipt is for', () => {
  it('is the one taken, whatever happened to it since; attempts that failed or expired are not', () => {
    const failed = payment({ status: 'failed', paidAt: null });
    const taken = payment({ status: 'refunded', refundCents: asCents(6600) });
    expect(takenPaymentOf([failed, taken])).toBe(taken);
    expect(takenPaymentOf([failed, payment({ status: 'open', paidAt: null })])).toBeUndefined();
  });

  it('is the newest should two ever be taken', () => {
    const older = payment({ paidAt: '2030-06-01T00:00:00.000Z' });
    const newer = payment({ paidAt: '2030-06-02T00:00:00.000Z' });
    expect(takenPaymentOf([older, newer])).toBe(newer);
  });
});

describe('the refund history', () => {
  it('lists refunds given back with their date, oldest first, and one being given back last', () => {
    const pending = payment({ status: 'refund_pending', refundCents: asCents(3300) });
    const later = payment({
      status: 'refunded',
      refundCents: asCents(1000),
      refundedAt: '2030-06-20T00:00:00.000Z',
    });
    const earlier = payment({
      status: 'refunded',
      refundCents: asCents(500),
      refundedAt: '2030-06-18T00:00:00.000Z',
    });
    expect(refundHistory([pending, later, earlier])).toEqual([
      { amountCents: 500, refundedAt: '2030-06-18T00:00:00.000Z', pending: false },
      { amountCents: 1000, refundedAt: '2030-06-20T00:00:00.000Z', pending: false },
      { amountCents: 3300, refundedAt: null, pending: true },
    ]);
  });

  it('leaves out payments not refunded, and refunds of nothing (a policy that gives nothing back)', () => {
    expect(
      refundHistory([
        payment({}),
        payment({ status: 'refunded', refundCents: asCents(0), refundedAt: '2030-06-18T00:00Z' }),
      ]),
    ).toEqual([]);
  });

  it('sums to what came back; the renter paid the rest, to the cent', () => {
    const refunds = refundHistory([
      payment({ status: 'refund_pending', refundCents: asCents(3301) }),
    ]);
    expect(receiptTotals(asCents(6601), refunds)).toEqual({
      chargedCents: 6601,
      refundedCents: 3301,
      netCents: 3300,
    });
    expect(receiptTotals(asCents(6601), [])).toMatchObject({ refundedCents: 0, netCents: 6601 });
  });
});

describe('receipt details', () => {
  it('numbers the booking with the start of its id, upper case', () => {
    expect(receiptNumber('3f2a9c1e-77aa-4b1b-9c2d-000000000000')).toBe('LW-3F2A9C1E');
  });

  it('shows the last six characters of the provider reference, or nothing without one', () => {
    expect(referenceSuffix('pi_3Nabc123XYZ789')).toBe('XYZ789');
    expect(referenceSuffix(null)).toBeNull();
    expect(referenceSuffix('  ')).toBeNull();
  });

  it('holds the booking’s deposit once paid; none without a deposit or a payment', () => {
    const paid = { paid: true, status: 'confirmed' };
    expect(depositLinesOf({ ...paid, depositCents: asCents(15000) })).toEqual({
      heldCents: 15000,
      capturedCents: 0,
      releasedCents: 0,
      state: 'held',
    });
    expect(depositLinesOf({ ...paid, depositCents: asCents(0) })).toBeNull();
    expect(depositLinesOf({ ...paid, paid: false, depositCents: asCents(15000) })).toBeNull();
  });

  it('releases all of the deposit of a rental that will not happen', () => {
    for (const status of ['cancelled', 'rejected']) {
      expect(depositLinesOf({ depositCents: asCents(15000), paid: true, status })).toEqual({
        heldCents: 15000,
        capturedCents: 0,
        releasedCents: 15000,
        state: 'released',
      });
    }
  });
});

describe('depositLinesFromRecord', () => {
  const amountCents = 20_000 as Cents;
  it('holds the whole deposit until it is decided', () => {
    for (const status of ['to_hold', 'held'] as const) {
      expect(depositLinesFromRecord({ amountCents, status, capturedCents: null })).toEqual({
        heldCents: 20_000,
        capturedCents: 0,
        releasedCents: 0,
        state: 'held',
      });
    }
  });

  it('splits a capture for damage from the rest given back', () => {
    for (const status of ['capture_pending', 'captured'] as const) {
      expect(
        depositLinesFromRecord({ amountCents, status, capturedCents: 5_000 as Cents }),
      ).toEqual({
        heldCents: 20_000,
        capturedCents: 5_000,
        releasedCents: 15_000,
        state: 'part_captured',
      });
      expect(
        depositLinesFromRecord({ amountCents, status, capturedCents: 20_000 as Cents }),
      ).toMatchObject({ capturedCents: 20_000, releasedCents: 0, state: 'captured' });
    }
  });

  it('gives all of it back on a release', () => {
    for (const status of ['release_pending', 'released'] as const) {
      expect(depositLinesFromRecord({ amountCents, status, capturedCents: null })).toEqual({
        heldCents: 20_000,
        capturedCents: 0,
        releasedCents: 20_000,
        state: 'released',
      });
    }
  });

  it('counts a disputed amount as captured until the decision, then what it awarded', () => {
    for (const status of ['dispute_capture_pending', 'dispute_captured'] as const) {
      expect(
        depositLinesFromRecord({ amountCents, status, capturedCents: 8_000 as Cents }),
      ).toEqual({
        heldCents: 20_000,
        capturedCents: 8_000,
        releasedCents: 12_000,
        state: 'in_dispute',
      });
    }
    for (const status of ['refund_pending', 'refunded'] as const) {
      expect(
        depositLinesFromRecord({ amountCents, status, capturedCents: 5_000 as Cents }),
      ).toEqual({
        heldCents: 20_000,
        capturedCents: 5_000,
        releasedCents: 15_000,
        state: 'part_captured',
      });
      expect(depositLinesFromRecord({ amountCents, status, capturedCents: null })).toEqual({
        heldCents: 20_000,
        capturedCents: 0,
        releasedCents: 20_000,
        state: 'released',
      });
    }
  });

  it('shows no deposit the card declined', () => {
    for (const status of ['failed', 'waived'] as const) {
      expect(depositLinesFromRecord({ amountCents, status, capturedCents: null })).toBeNull();
    }
  });
});

describe('paymentMethodMessage', () => {
  it('names the provider, and the end of its reference when there is one', () => {
    expect(paymentMethodMessage('stripe', '4f2a')).toEqual({
      id: 'receipts.methodWithReference',
      values: { provider: 'stripe', suffix: '4f2a' },
    });
    expect(paymentMethodMessage('local', null)).toEqual({
      id: 'receipts.methodOf',
      values: { provider: 'local' },
    });
  });
});
