import { type FormEvent, useState } from 'react';
import { CANCELLATION_REASON_MAX_LENGTH } from '../../../shared/bookings';
import { formatDateRange } from '../../../shared/calendarDates';
import { messages } from '../../../shared/messages';
import type { Booking } from '../../../shared/schemas/bookings';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useChangeBookingStatus } from './bookingsApi';

interface CancelBookingDialogProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}

/** The renter's cancellation, which must say why. */
export function CancelBookingDialog({ booking, open, onClose }: CancelBookingDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Cancel this booking?"
      description={`${booking.items.title}, ${formatDateRange(booking.from_date, booking.to_date)}`}
    >
      <CancelForm booking={booking} onClose={onClose} />
    </ModalDialog>
  );
}

/** Mounted only while the dialog is open, so each opening starts with an empty form. */
function CancelForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const change = useChangeBookingStatus();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (reason.trim() === '') {
      setReasonError(messages.bookings.reasonRequired);
      return;
    }
    setReasonError(undefined);
    change.mutate(
      { id: booking.id, status: 'cancelled', reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(messages.dashboard.statusChanged.cancelled);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'reason') {
            setReasonError(error.message || messages.bookings.reasonRequired);
          } else {
            setFailure(messages.bookings.statusFailed('cancel'));
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <TextAreaField
        label={messages.bookings.reasonPrompt}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
        rows={4}
        maxLength={CANCELLATION_REASON_MAX_LENGTH}
        required
        data-autofocus
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          Keep Booking
        </Button>
        <Button type="submit" variant="danger" loading={change.isPending}>
          Cancel Booking
        </Button>
      </div>
    </form>
  );
}
