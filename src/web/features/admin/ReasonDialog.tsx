import { type FormEvent, useState } from 'react';
import { ADMIN_REASON_MAX_LENGTH } from '../../../shared/admin';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The field's label; a required reason is refused empty before anything is sent. */
  label: string;
  required: boolean;
  confirmLabel: string;
  /** Suspend, hide, cancel: the red button. */
  danger?: boolean;
  /** Said once the decision is made. */
  doneMessage: string;
  submit(reason: string): Promise<unknown>;
}

/** Confirms an administrator's decision and asks why: the reason goes into the audit log. */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.description}
    >
      <ReasonForm {...props} />
    </ModalDialog>
  );
}

/** Mounted only while the dialog is open, so each opening starts with an empty form. */
function ReasonForm(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (props.required && reason.trim() === '') {
      setReasonError(i18n._('admin.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    setPending(true);
    try {
      await props.submit(reason.trim());
      toast.success(props.doneMessage);
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field === 'reason') setReasonError(error.message);
      else if (error instanceof ApiError && error.reachedServer) setFailure(error.message);
      else setFailure(i18n._('admin.actionFailed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <TextAreaField
        label={props.label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
        rows={4}
        maxLength={ADMIN_REASON_MAX_LENGTH}
        required={props.required}
        data-autofocus
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onClose} disabled={pending}>
          {i18n._('admin.cancel')}
        </Button>
        <Button type="submit" variant={props.danger ? 'danger' : 'primary'} loading={pending}>
          {props.confirmLabel}
        </Button>
      </div>
    </form>
  );
}
