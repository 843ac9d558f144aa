import { type FormEvent, useState } from 'react';
import { CANCELLATION_REASON_MAX_LENGTH } from '../../../shared/bookings';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { Booking } from '../../../shared/schemas/bookings';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { ApiError } from '../../lib/api';
import { formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useCancellationPreview, useChangeBookingStatus } from './bookingsApi';
import { type Canceller, refundPreviewText } from './refundPreview';

interface CancelBookingDialogProps {
  booking: Booking;
  /** The renter cancels their request or rental; the owner calls off a confirmed rental. */
  canceller: Canceller;
  open: boolean;
  onClose: () => void;
}

const wording = {
  renter: {
    title: 'dashboard.cancelDialog.renterTitle',
    keep: 'dashboard.cancelDialog.renterKeep',
    confirm: 'dashboard.cancelDialog.renterConfirm',
  },
  owner: {
    title: 'dashboard.cancelDialog.ownerTitle',
    keep: 'dashboard.cancelDialog.ownerKeep',
    confirm: 'dashboard.cancelDialog.ownerConfirm',
  },
} as const satisfies Record<Canceller, Record<string, MessageId>>;

/** A cancellation, which must say why, after showing what it gives back. */
export function CancelBookingDialog({
  booking,
  canceller,
  open,
  onClose,
}: CancelBookingDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={i18n._(wording[canceller].title)}
      description={`${booking.items.title}, ${formatDateRange(booking.from_date, booking.to_date)}`}
    >
      <CancelForm booking={booking} canceller={canceller} onClose={onClose} />
    </ModalDialog>
  );
}

/** Mounted only while the dialog is open, so each opening starts empty and reads the refund anew. */
function CancelForm({
  booking,
  canceller,
  onClose,
}: {
  booking: Booking;
  canceller: Canceller;
  onClose: () => void;
}) {
  const change = useChangeBookingStatus();
  const preview = useCancellationPreview(booking.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const words = wording[canceller];

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (reason.trim() === '') {
      setReasonError(i18n._('bookings.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    change.mutate(
      {
        id: booking.id,
        status: 'cancelled',
        reason: reason.trim(),
        expectedRefund: preview.data?.refund,
      },
      {
        onSuccess: () => {
          toast.success(i18n._('dashboard.statusChanged.cancelled'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'reason') {
            setReasonError(error.message || i18n._('bookings.reasonRequired'));
          } else if (error instanceof ApiError && error.code === 'REFUND_CHANGED') {
            // A deadline passed while the dialog was open: show the new refund before a retry.
            setFailure(i18n._('bookings.refundChanged'));
            void preview.refetch();
          } else {
            setFailure(i18n._('bookings.statusFailed', { action: 'cancelled' }));
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <RefundPreview preview={preview} canceller={canceller} />
      <TextAreaField
        label={i18n._('bookings.reasonPrompt')}
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
          {i18n._(words.keep)}
        </Button>
        {/* Nobody confirms a cancellation before seeing what it gives back. */}
        <Button
          type="submit"
          variant="danger"
          loading={change.isPending}
          disabled={!preview.isSuccess}
        >
          {i18n._(words.confirm)}
        </Button>
      </div>
    </form>
  );
}

function RefundPreview({
  preview,
  canceller,
}: {
  preview: ReturnType<typeof useCancellationPreview>;
  canceller: Canceller;
}) {
  if (preview.isPending) {
    return (
      <p role="status" className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        {i18n._('dashboard.refund.loading')}
      </p>
    );
  }
  if (preview.isError) {
    const moved = preview.error instanceof ApiError && preview.error.status === 409;
    return (
      <Alert tone="error">
        <span className="block">
          {i18n._(moved ? 'bookings.notCancellable' : 'dashboard.refund.failed')}
        </span>
        {!moved && (
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => void preview.refetch()}
          >
            {i18n._('errors.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  const text = refundPreviewText(preview.data, canceller);
  return (
    <div
      role="status"
      data-testid="refund-preview"
      className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm"
    >
      <p className="text-base font-semibold text-slate-900">{text.headline}</p>
      {text.rule && <p className="mt-1 text-slate-700">{text.rule}</p>}
    </div>
  );
}
