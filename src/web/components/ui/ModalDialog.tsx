import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** One line under the title: what the dialog is about. */
  description: ReactNode;
  /** The form; mount it only while open, so each opening starts empty. */
  children: ReactNode;
}

/** A modal that traps focus and closes on Escape; a sheet from the bottom on phones. */
export function ModalDialog({ open, onClose, title, description, children }: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
