import { fromCents } from '../../../shared/money';
import type { PaymentSessionStatus } from '../../../shared/schemas/payments';
import type { PaymentRow } from '../../db/schema';
import type { BookingRecord } from '../lifecycle';
import { paymentStateOf } from '../lifecycle';

/** Refunded money was still taken once: the checkout itself succeeded. */
function sessionStatusOf(status: PaymentRow['status']): PaymentSessionStatus['status'] {
  switch (status) {
    case 'open':
    case 'failed':
    case 'expired':
      return status;
    case 'paid':
    case 'refund_pending':
    case 'refunded':
      return 'paid';
  }
}

export function toPaymentSessionStatus(
  payment: PaymentRow,
  booking: BookingRecord,
): PaymentSessionStatus {
  return {
    id: payment.sessionId,
    bookingId: payment.bookingId,
    status: sessionStatusOf(payment.status),
    amount: fromCents(payment.amountCents),
    currency: payment.currency,
    bookingStatus: booking.status,
    paymentStatus: paymentStateOf(booking.paymentStatuses),
    metadata: {
      itemId: booking.itemId,
      ownerId: booking.ownerId,
      renterId: booking.renterId,
      fromDate: booking.fromDate,
      toDate: booking.toDate,
    },
  };
}
