import type { PaymentState } from '../../../shared/bookings';
import type { ItemStatus } from '../../../shared/items';
import type { RentalState } from '../../../shared/lifecycle/graph';
import type { ReportStatus } from '../../../shared/moderation';
import type { BadgeTone } from './parts';

export const listingTone: Record<ItemStatus, BadgeTone> = {
  active: 'green',
  hidden: 'red',
  inactive: 'slate',
};

export const bookingTone: Record<RentalState, BadgeTone> = {
  pending: 'amber',
  confirmed: 'green',
  completed: 'sky',
  rejected: 'slate',
  cancelled: 'red',
};

export const paymentTone: Record<PaymentState, BadgeTone> = {
  unpaid: 'slate',
  paid: 'green',
  refund_pending: 'amber',
  refunded: 'sky',
};

export const reportTone: Record<ReportStatus, BadgeTone> = {
  open: 'amber',
  resolved: 'green',
  dismissed: 'slate',
};
