import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { CANCELLATION_REASON_MAX_LENGTH } from '../../../shared/bookings';
import { formatDateRange } from '../../../shared/calendarDates';
import { messages } from '../../../shared/messages';
import type { Booking } from '../../../shared/schemas/bookings';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { ApiError } from '../../lib/api';
import { useChangeBookingStatus } from './bookingsApi';

interface CancelBookingDialogProps {
  booking: Booking;
  open: boolean;
  onClose: () => void;
}

/** The renter's cancellation, which must say why. */
export function CancelBookingDialog({ booking, open, onClose }: CancelBookingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            Cancel this booking?
          </DialogTitle>
          <p className="mt-1 text-sm text-slate-600">
            {booking.items.title}, {formatDateRange(booking.from_date, booking.to_date)}
          </p>
          <CancelForm booking={booking} onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
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
