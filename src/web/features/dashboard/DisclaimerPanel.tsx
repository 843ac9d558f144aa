import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useAcceptDisclaimer, useDisclaimerStatus } from './api';
import { DisclaimerSummary } from './DisclaimerSummary';

/** Shown until accepted; a failed status lookup counts as not accepted. */
export function DisclaimerPanel() {
  const status = useDisclaimerStatus();
  const accept = useAcceptDisclaimer();
  const [remindLater, setRemindLater] = useState(false);

  if (status.isPending || status.data?.disclaimerAccepted || remindLater) return null;

  return (
    <section
      aria-labelledby="disclaimer-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ShieldAlert aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-600" />
        <div className="flex-1 space-y-3">
          <h2 id="disclaimer-heading" className="text-lg font-semibold text-amber-950">
            {i18n._('shell.disclaimer')}
          </h2>
          <DisclaimerSummary className="text-amber-900" />
          {accept.isError && <Alert tone="error">{i18n._('disclaimer.saveFailed')}</Alert>}
          <div className="flex flex-col gap-2 pt-1 sm:flex-row">
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(undefined, {
                  onSuccess: () => toast.success(i18n._('disclaimer.accepted')),
                })
              }
            >
              {i18n._('disclaimer.accept')}
            </Button>
            <Button variant="ghost" onClick={() => setRemindLater(true)}>
              {i18n._('disclaimer.remindLater')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
