import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useBlock, useUnblock } from './api';

export interface BlockConfirmDialogProps {
  userId: string;
  name: string;
  /** What confirming does: block the person, or lift one's block of them. */
  action: 'block' | 'unblock';
  open: boolean;
  onClose: () => void;
}

/** Asks before blocking (saying what it does) or unblocking, then does it. */
export function BlockConfirmDialog({
  userId,
  name,
  action,
  open,
  onClose,
}: BlockConfirmDialogProps) {
  const block = useBlock();
  const unblock = useUnblock();
  const change = action === 'block' ? block : unblock;
  const [failure, setFailure] = useState<string>();

  function confirm() {
    setFailure(undefined);
    change.mutate(userId, {
      onSuccess: () => {
        toast.success(i18n._(action === 'block' ? 'blocks.blocked' : 'blocks.unblocked', { name }));
        onClose();
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.reachedServer
            ? error.message
            : i18n._('blocks.failed'),
        ),
    });
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={i18n._(
        action === 'block' ? 'blocks.confirmBlockTitle' : 'blocks.confirmUnblockTitle',
        { name },
      )}
      description={i18n._(
        action === 'block' ? 'blocks.confirmBlockBody' : 'blocks.confirmUnblockBody',
      )}
    >
      <div className="mt-5 space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={change.isPending} data-autofocus>
            {i18n._('blocks.cancel')}
          </Button>
          <Button
            variant={action === 'block' ? 'danger' : 'primary'}
            loading={change.isPending}
            onClick={confirm}
          >
            {i18n._(action === 'block' ? 'blocks.confirmBlock' : 'blocks.confirmUnblock')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
