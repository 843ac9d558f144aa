import { useState } from 'react';
import { Link } from 'react-router';
import { adminTexts } from '../../../shared/adminTexts';
import { BOOKING_STATUS_LABELS } from '../../../shared/bookings';
import { transitionNamed } from '../../../shared/lifecycle/graph';
import type { AdminBooking } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { formatCurrency, formatDateRange } from '../../lib/format';
import { useCancelBooking } from './api';
import { Badge, Row } from './parts';
import { ReasonDialog } from './ReasonDialog';
import { bookingTone, paymentTone } from './statusTones';

const t = adminTexts.bookings;

const words = (state: string) => {
  const spaced = state.replace('_', ' ');
  return `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
};

/** Whether the lifecycle lets an administrator cancel a booking in this state. */
export const isCancellable = (booking: AdminBooking) =>
  transitionNamed('cancel_by_admin', booking.status) !== undefined;

export function BookingBadges({ booking }: { booking: AdminBooking }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={bookingTone[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
      <Badge tone={paymentTone[booking.paymentStatus]}>{words(booking.paymentStatus)}</Badge>
    </span>
  );
}

export function CancelBookingButton({ booking }: { booking: AdminBooking }) {
  const cancel = useCancelBooking();
  const [open, setOpen] = useState(false);
  if (!isCancellable(booking)) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t.cancel}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.cancelTitle}
        description={`${booking.item.title}, ${formatDateRange(booking.fromDate, booking.toDate)}. ${t.cancelBody}`}
        label={adminTexts.common.reason}
        required
        danger
        confirmLabel={t.cancel}
        doneMessage={t.cancelled}
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
          {t.renter}:{' '}
          <Link to={`/admin/users/${booking.renter.id}`} className="text-emerald-800 underline">
            {booking.renter.name}
          </Link>
          {' · '}
          {t.owner}:{' '}
          <Link to={`/admin/users/${booking.owner.id}`} className="text-emerald-800 underline">
            {booking.owner.name}
          </Link>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <CancelBookingButton booking={booking} />
      </div>
    </Row>
  );
}
