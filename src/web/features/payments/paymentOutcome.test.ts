import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './paymentOutcome';

describe('paymentOutcome', () => {
  it('is confirmed only when the payment is paid and the booking confirmed', () => {
    expect(
      paymentOutcome({ status: 'paid', paymentStatus: 'paid', bookingStatus: 'confirmed' }),
    ).toBe('confirmed');
    expect(
      paymentOutcome({ status: 'paid', paymentStatus: 'paid', bookingStatus: 'pending' }),
    ).toBe('processing');
  });

  it('keeps waiting while the session is open or not yet recorded', () => {
    expect(
      paymentOutcome({ status: 'open', paymentStatus: 'unpaid', bookingStatus: 'pending' }),
    ).toBe('processing');
    expect(
      paymentOutcome({ status: 'paid', paymentStatus: 'unpaid', bookingStatus: 'pending' }),
    ).toBe('processing');
  });

  it('fails for closed sessions and for payments being refunded', () => {
    expect(
      paymentOutcome({ status: 'expired', paymentStatus: 'unpaid', bookingStatus: 'pending' }),
    ).toBe('failed');
    expect(
      paymentOutcome({ status: 'failed', paymentStatus: 'unpaid', bookingStatus: 'pending' }),
    ).toBe('failed');
    expect(
      paymentOutcome({
        status: 'paid',
        paymentStatus: 'refund_pending',
        bookingStatus: 'rejected',
      }),
    ).toBe('failed');
  });
});
