import { Flag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { ReportTarget } from '../../../shared/moderation';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type { ReportDialog } from './ReportDialog';

// The dialog, its form and the dialog library load with the first press, not with every page.
const loadReportDialog = () => import('./ReportDialog');

export interface ReportButtonProps {
  targetType: ReportTarget;
  targetId: string;
  /** What is reported, in words, shown in the dialog: a listing's title, a person's name. */
  label: string;
  /** `link`: a small text button, for places like a chat message; `button` by default. */
  look?: 'button' | 'link';
  className?: string;
}

const BUTTON_LABELS: Record<ReportTarget, MessageId> = {
  listing: 'reports.button.listing',
  user: 'reports.button.user',
  message: 'reports.button.message',
};

const linkLook =
  'rounded text-xs text-slate-500 underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/** "Report listing" / "Report user" / "Report message": opens the report dialog for the target. */
export function ReportButton({
  targetType,
  targetId,
  label,
  look = 'button',
  className = '',
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<typeof ReportDialog>();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog library, loaded after the press, did not see where focus came from: it goes
  // back to the button once the dialog has closed.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const openDialog = () =>
    loadReportDialog().then(
      (module) => {
        setDialog(() => module.ReportDialog);
        setOpen(true);
      },
      () => toast.error(i18n._('errors.partNotLoaded')),
    );

  const text = i18n._(BUTTON_LABELS[targetType]);
  return (
    <>
      {look === 'link' ? (
        <button
          ref={button}
          type="button"
          onClick={openDialog}
          className={`${linkLook} ${className}`}
        >
          {text}
        </button>
      ) : (
        <Button
          ref={button}
          variant="ghost"
          size="sm"
          onClick={openDialog}
          className={`text-slate-600 hover:text-red-700 ${className}`}
        >
          <Flag aria-hidden="true" className="h-4 w-4" />
          {text}
        </Button>
      )}
      {Dialog && (
        <Dialog
          targetType={targetType}
          targetId={targetId}
          label={label}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The report button of a person, for their public profile. */
export function ReportUserButton({
  userId,
  name,
  className,
}: {
  userId: string;
  /** The person's name as the profile shows it. */
  name: string;
  className?: string;
}) {
  return <ReportButton targetType="user" targetId={userId} label={name} className={className} />;
}
