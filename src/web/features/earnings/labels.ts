import type { MessageId } from '../../../shared/i18n/messageIds';
import type { LedgerKind, PayoutStatus } from '../../../shared/ledger';

/** Each kind of ledger entry as its owner reads it. */
export const LEDGER_KIND_LABELS = {
  charge: 'earnings.kind.charge',
  refund: 'earnings.kind.refund',
  settlement: 'earnings.kind.settlement',
  rental_earning: 'earnings.kind.rentalEarning',
  cancellation_earning: 'earnings.kind.cancellationEarning',
  fee: 'earnings.kind.fee',
  deposit_capture: 'earnings.kind.depositCapture',
  payout: 'earnings.kind.payout',
} as const satisfies Record<LedgerKind, MessageId>;

/** A payout's state as its owner reads it. */
export const PAYOUT_STATUS_LABELS = {
  requested: 'earnings.payoutStatus.requested',
  paid: 'earnings.payoutStatus.paid',
} as const satisfies Record<PayoutStatus, MessageId>;
