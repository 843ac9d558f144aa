import { useEffect, useRef, useState } from 'react';
import { chatPath } from '../../../shared/chat';
import { type BookingDirection, bookingActions, otherParty } from '../../../shared/dashboard';
import type { Booking } from '../../../shared/schemas/bookings';
import { todayIn } from '../../../shared/timeZones';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { paymentPath } from '../../lib/paymentPath';
import { toast } from '../../lib/toast';
import { useChangeBookingStatus } from './bookingsApi';
import type { CancelBookingDialog } from './CancelBookingDialog';

type OwnerDecision = 'confirmed' | 'rejected';

// The dialog library loads with the first cancellation, not with every dashboard.
const loadCancelBookingDialog = () => import('./CancelBookingDialog');

/** The buttons and links a booking offers to this person; the server re-checks each change. */
export function BookingActions({
  booking,
  direction,
}: {
  booking: Booking;
  direction: BookingDirection;
}) {
  const today = todayIn(booking.items.time_zone, new Date());
  const allowed = bookingActions(booking, direction, today);
  const change = useChangeBookingStatus();
  const [cancelling, setCancelling] = useState(false);
  // Once opened, the dialog stays mounted, so that it closes as before.
  const [Dialog, setDialog] = useState<typeof CancelBookingDialog>();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasCancelling = useRef(false);
  // The dialog library, loaded after the button was pressed, did not see where focus came
  // from: once the dialog has closed (and its focus trap with it), focus goes back here.
  useEffect(() => {
    if (wasCancelling.current && !cancelling) cancelButton.current?.focus();
    wasCancelling.current = cancelling;
  }, [cancelling]);
  const canceller = direction === 'lending' ? 'owner' : 'renter';
  const deciding = change.isPending ? change.variables?.status : undefined;

  function decide(status: OwnerDecision) {
    if (status === 'rejected' && !window.confirm(i18n._('dashboard.rejectConfirm'))) return;
    change.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => toast.success(i18n._(`dashboard.statusChanged.${status}`)),
        onError: (error) =>
          toast.error(i18n._('bookings.statusFailed', { action: status }), {
            // The server's reason (e.g. no longer pending) tells the owner what happened.
            description:
              error instanceof ApiError && error.reachedServer ? error.message : undefined,
          }),
      },
    );
  }

  const links = [
    allowed.pay && {
      to: paymentPath(booking),
      label: i18n._('bookings.payNow'),
      variant: 'primary' as const,
    },
    allowed.message && {
      to: chatPath(booking.item_id, otherParty(booking, direction).id),
      label: i18n._('dashboard.message'),
      variant: 'secondary' as const,
    },
    allowed.review && {
      to: `/review/${booking.item_id}`,
      label: i18n._('dashboard.leaveReview'),
      variant: 'primary' as const,
    },
    allowed.reviewRenter && {
      to: `/review-renter/${booking.id}`,
      label: i18n._('reviews.reviewRenter'),
      variant: 'primary' as const,
    },
  ].filter((link) => link !== false);

  if (!allowed.accept && !allowed.reject && !allowed.cancel && links.length === 0) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {allowed.accept && (
        <Button
          size="sm"
          onClick={() => decide('confirmed')}
          loading={deciding === 'confirmed'}
          disabled={change.isPending}
        >
          {i18n._('dashboard.accept')}
        </Button>
      )}
      {allowed.reject && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => decide('rejected')}
          loading={deciding === 'rejected'}
          disabled={change.isPending}
        >
          {i18n._('dashboard.reject')}
        </Button>
      )}
      {links.map((link) => (
        <ButtonLink key={link.label} to={link.to} size="sm" variant={link.variant}>
          {link.label}
        </ButtonLink>
      ))}
      {allowed.cancel && (
        <>
          <Button
            ref={cancelButton}
            size="sm"
            variant="secondary"
            onClick={() =>
              loadCancelBookingDialog().then(
                (module) => {
                  setDialog(() => module.CancelBookingDialog);
                  setCancelling(true);
                },
                // Not arrived (the connection dropped): the page stays; the next press tries again.
                () => toast.error(i18n._('errors.partNotLoaded')),
              )
            }
          >
            {i18n._(canceller === 'owner' ? 'dashboard.cancelRental' : 'dashboard.cancel')}
          </Button>
          {Dialog && (
            <Dialog
              booking={booking}
              canceller={canceller}
              open={cancelling}
              onClose={() => setCancelling(false)}
            />
          )}
        </>
      )}
    </div>
  );
}
