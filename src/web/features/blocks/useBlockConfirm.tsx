import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type { BlockConfirmDialog, BlockConfirmDialogProps } from './BlockConfirmDialog';

// The dialog library loads with the first press, not with every page that offers a block.
const loadDialog = () => import('./BlockConfirmDialog');

type Target = Pick<BlockConfirmDialogProps, 'userId' | 'name' | 'action'>;

/**
 * Opens the confirmation for a block or an unblock, and gives focus back to the button that
 * asked once it closes (the dialog, loaded after the press, did not see where focus came from).
 */
export function useBlockConfirm() {
  const [Dialog, setDialog] = useState<typeof BlockConfirmDialog>();
  const [target, setTarget] = useState<Target>();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function ask(next: Target, from: HTMLElement) {
    opener.current = from;
    loadDialog().then(
      (module) => {
        setDialog(() => module.BlockConfirmDialog);
        setTarget(next);
        setOpen(true);
      },
      () => toast.error(i18n._('errors.partNotLoaded')),
    );
  }

  const dialog =
    Dialog && target ? <Dialog {...target} open={open} onClose={() => setOpen(false)} /> : null;
  return { ask, dialog };
}
