import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './paymentState';

describe('paymentStateOf', () => {
  it.each([
    [[], 'unpaid'],
    [['open'], 'unpaid'],
    [['open', 'failed', 'expired'], 'unpaid'],
    [['paid'], 'paid'],
    [['refunded', 'paid', 'refund_pending'], 'paid'],
    [['refund_pending'], 'refund_pending'],
    [['refunded', 'refund_pending'], 'refund_pending'],
    [['open', 'refunded'], 'refunded'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(paymentStateOf(statuses)).toBe(expected);
  });
});
