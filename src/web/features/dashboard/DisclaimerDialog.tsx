import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useAcceptDisclaimer } from './api';
import { DisclaimerSummary } from './DisclaimerSummary';

interface DisclaimerDialogProps {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * The disclaimer step: opened wherever the server refused a listing or renting write for want of
 * the accepted disclaimer. The page and its form stay as they were underneath, so once accepted
 * the person carries on where they were.
 */
export default function DisclaimerDialog({ open, setOpen }: DisclaimerDialogProps) {
  const accept = useAcceptDisclaimer();

  const close = () => {
    accept.reset();
    setOpen(false);
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={i18n._('shell.disclaimer')}
      description={i18n._('auth.disclaimerRequired')}
    >
      <DisclaimerDialogBody
        accepting={accept.isPending}
        failed={accept.isError}
        onAccept={() =>
          accept.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success(i18n._('disclaimer.acceptedCarryOn'));
            },
          })
        }
        onLater={close}
      />
    </ModalDialog>
  );
}

interface BodyProps {
  accepting: boolean;
  failed: boolean;
  onAccept: () => void;
  onLater: () => void;
}

function DisclaimerDialogBody({ accepting, failed, onAccept, onLater }: BodyProps) {
  return (
    <div className="mt-4 space-y-4">
      <DisclaimerSummary className="text-slate-700" />
      {failed && <Alert tone="error">{i18n._('disclaimer.saveFailed')}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button loading={accepting} onClick={onAccept}>
          {i18n._('disclaimer.accept')}
        </Button>
        <Button variant="ghost" onClick={onLater}>
          {i18n._('disclaimer.notNow')}
        </Button>
      </div>
    </div>
  );
}
