import type { PaymentState } from '../../../shared/bookings';
import { BOOKING_STATUS_LABELS, type BookingStatus, displayStatus } from '../../../shared/bookings';
import { paymentBadge } from '../../../shared/dashboard';
import type { Booking } from '../../../shared/schemas/bookings';
import { i18n } from '../../lib/i18n';

const pill =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

const statusTones: Record<BookingStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  completed: 'bg-sky-50 text-sky-800 ring-sky-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const paymentTones: Record<PaymentState, string> = {
  unpaid: 'bg-white text-orange-800 ring-orange-300',
  paid: 'bg-white text-emerald-800 ring-emerald-300',
  refund_pending: 'bg-white text-violet-800 ring-violet-300',
  refunded: 'bg-white text-slate-700 ring-slate-300',
};

export function StatusBadge({ status }: { status: string }) {
  const shown = displayStatus(status);
  return (
    <span data-testid="booking-status" className={`${pill} ${statusTones[shown]}`}>
      {i18n._(BOOKING_STATUS_LABELS[shown])}
    </span>
  );
}

export function PaymentBadge({ booking }: { booking: Pick<Booking, 'status' | 'payment_status'> }) {
  const badge = paymentBadge(booking);
  if (!badge) return null;
  return (
    <span data-testid="payment-status" className={`${pill} ${paymentTones[badge.state]}`}>
      {i18n._(badge.label)}
    </span>
  );
}
