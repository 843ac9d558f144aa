import type { PaymentState } from '../../../shared/bookings';
import type { PAYMENT_RECORD_STATUSES } from '../../db/schema';

export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/**
 * A booking's payment state from its checkout attempts. A captured payment outranks everything:
 * a second attempt being refunded does not make a paid booking unpaid. Open, failed and expired
 * attempts took no money.
 */
export function paymentStateOf(statuses: readonly string[]): PaymentState {
  if (statuses.includes('paid')) return 'paid';
  if (statuses.includes('refund_pending')) return 'refund_pending';
  if (statuses.includes('refunded')) return 'refunded';
  return 'unpaid';
}
