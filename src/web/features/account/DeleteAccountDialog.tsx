import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useDeleteAccount } from './dataApi';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the account is gone on the server. */
  onDeleted: () => void;
}

/** Deleting the account for good, confirmed with the password. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={i18n._('accountData.dialogTitle')}
      description={i18n._('accountData.dialogText')}
    >
      <DeleteForm onClose={onClose} onDeleted={onDeleted} />
    </ModalDialog>
  );
}

/** Mounted only while the dialog is open, so each opening starts with an empty password. */
function DeleteForm({ onClose, onDeleted }: Omit<DeleteAccountDialogProps, 'open'>) {
  const deletion = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    if (password === '') {
      setPasswordError(i18n._('accountData.passwordRequired'));
      return;
    }
    setPasswordError(undefined);
    deletion.mutate(password, {
      onSuccess: onDeleted,
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'password') {
          setPasswordError(error.message || i18n._('accountData.wrongPassword'));
        } else if (error instanceof ApiError && error.status === 409) {
          setRefusal(error.message);
        } else {
          setRefusal(i18n._('accountData.deleteFailed'));
        }
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <Field
        label={i18n._('login.passwordLabel')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
        required
        data-autofocus
      />
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={deletion.isPending}>
          {i18n._('accountData.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={deletion.isPending}>
          {i18n._('accountData.confirmDelete')}
        </Button>
      </div>
    </form>
  );
}
