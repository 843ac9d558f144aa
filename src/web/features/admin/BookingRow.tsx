import { useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS } from '../../../shared/bookings';
import { transitionNamed } from '../../../shared/lifecycle/graph';
import type { AdminBooking } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { formatCurrency, formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useCancelBooking } from './api';
import { Badge, Row, Sentence } from './parts';
import { ReasonDialog } from './ReasonDialog';
import { PAYMENT_STATUS_LABELS } from './statusLabels';
import { bookingTone, paymentTone } from './statusTones';

/** Whether the lifecycle lets an administrator cancel a booking in this state. */
export const isCancellable = (booking: AdminBooking) =>
  transitionNamed('cancel_by_admin', booking.status) !== undefined;

export function BookingBadges({ booking }: { booking: AdminBooking }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={bookingTone[booking.status]}>
        {i18n._(BOOKING_STATUS_LABELS[booking.status])}
      </Badge>
      <Badge tone={paymentTone[booking.paymentStatus]}>
        {i18n._(PAYMENT_STATUS_LABELS[booking.paymentStatus])}
      </Badge>
    </span>
  );
}

export function CancelBookingButton({ booking }: { booking: AdminBooking }) {
  const cancel = useCancelBooking();
  const [open, setOpen] = useState(false);
  if (!isCancellable(booking)) return null;
  const cancelLabel = i18n._('admin.bookings.cancel');
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {cancelLabel}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={i18n._('admin.bookings.cancelTitle')}
        description={i18n._('admin.bookings.cancelBody', {
          item: booking.item.title,
          dates: formatDateRange(booking.fromDate, booking.toDate),
        })}
        label={i18n._('admin.reason')}
        required
        danger
        confirmLabel={cancelLabel}
        doneMessage={i18n._('admin.bookings.cancelled')}
        submit={(reason) => cancel.mutateAsync({ id: booking.id, reason })}
      />
    </>
  );
}

export function BookingRow({ booking }: { booking: AdminBooking }) {
  return (
    <Row>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/bookings/${booking.id}`}
            className="font-semibold text-emerald-800 hover:underline"
          >
            {booking.item.title}
          </Link>
          <BookingBadges booking={booking} />
        </div>
        <p className="text-sm text-slate-600">
          {formatDateRange(booking.fromDate, booking.toDate)} · {formatCurrency(booking.total)}
        </p>
        <p className="text-sm text-slate-600">
          <Sentence
            id="admin.bookings.renterIs"
            parts={{
              renter: (
                <Link
                  to={`/admin/users/${booking.renter.id}`}
                  className="text-emerald-800 underline"
                >
                  {booking.renter.name}
                </Link>
              ),
            }}
          />
          {' · '}
          <Sentence
            id="admin.ownerIs"
            parts={{
              owner: (
                <Link
                  to={`/admin/users/${booking.owner.id}`}
                  className="text-emerald-800 underline"
                >
                  {booking.owner.name}
                </Link>
              ),
            }}
          />
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <CancelBookingButton booking={booking} />
      </div>
    </Row>
  );
}
