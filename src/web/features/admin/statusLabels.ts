import type { PaymentState } from '../../../shared/bookings';
import type { ClaimStatus } from '../../../shared/deposits';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { ItemStatus } from '../../../shared/items';
import type { PayoutStatus } from '../../../shared/ledger';
import type { PAYOUT_METHODS } from '../../../shared/schemas/earnings';

type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** How the console names a listing's state. */
export const LISTING_STATUS_LABELS = {
  active: 'admin.listings.status.active',
  inactive: 'admin.listings.status.inactive',
  hidden: 'admin.listings.status.hidden',
} as const satisfies Record<ItemStatus, MessageId>;

/** How the console names where a booking's payment stands. */
export const PAYMENT_STATUS_LABELS = {
  unpaid: 'admin.payment.unpaid',
  paid: 'admin.payment.paid',
  refund_pending: 'admin.payment.refundPending',
  refunded: 'admin.payment.refunded',
} as const satisfies Record<PaymentState, MessageId>;

/** How the console names where a damage claim stands, as its owner and renter read it. */
export const CLAIM_STATUS_LABELS = {
  open: 'deposits.claimStatus.open',
  accepted: 'deposits.claimStatus.accepted',
  disputed: 'deposits.claimStatus.disputed',
  decided: 'deposits.claimStatus.decided',
} as const satisfies Record<ClaimStatus, MessageId>;

/** Where a payout stands and how it is sent, as its owner reads them. */
export const PAYOUT_STATUS_LABELS = {
  requested: 'earnings.payoutStatus.requested',
  paid: 'earnings.payoutStatus.paid',
} as const satisfies Record<PayoutStatus, MessageId>;

export const PAYOUT_METHOD_LABELS = {
  local: 'earnings.payoutMethod.local',
  stripe: 'earnings.payoutMethod.stripe',
} as const satisfies Record<PayoutMethod, MessageId>;
