import { lazy, Suspense, useEffect, useState } from 'react';
import { setDisclaimerRequiredHandler } from '../../lib/api';
import { withMessages } from '../../lib/i18n';

// The dialog and its dialog library load only when a refusal first asks for it: few visits
// ever need it, and every page's first JavaScript would carry it otherwise.
const DisclaimerDialog = lazy(
  withMessages('features/dashboard/DisclaimerDialog.tsx', () => import('./DisclaimerDialog')),
);

/** Listens for the server's disclaimer refusal on every page, and opens the disclaimer step. */
export function DisclaimerGate() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    setDisclaimerRequiredHandler(() => {
      setAsked(true);
      setOpen(true);
    });
    return () => setDisclaimerRequiredHandler(() => {});
  }, []);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog open={open} setOpen={setOpen} />
    </Suspense>
  );
}
