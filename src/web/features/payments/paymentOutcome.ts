import type { PaymentSessionStatus } from '../../../shared/schemas/payments';

export type PaymentOutcome = 'confirmed' | 'processing' | 'failed';

/**
 * What the result page tells the renter. Success needs both the money and the booking settled;
 * a session the provider closed without payment, or a payment being refunded (the dates were
 * taken meanwhile), did not get them a booking.
 */
export function paymentOutcome(
  session: Pick<PaymentSessionStatus, 'status' | 'paymentStatus' | 'bookingStatus'>,
): PaymentOutcome {
  const bookingHeld =
    session.bookingStatus === 'confirmed' || session.bookingStatus === 'completed';
  if (session.paymentStatus === 'paid' && bookingHeld) return 'confirmed';
  if (session.status === 'failed' || session.status === 'expired') return 'failed';
  if (session.paymentStatus === 'refund_pending' || session.paymentStatus === 'refunded') {
    return 'failed';
  }
  return 'processing';
}
