import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../../../shared/moderation';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASON_LABELS } from '../../../shared/reports';
import { reportInputSchema } from '../../../shared/schemas/reports';
import { Alert } from '../../components/ui/Alert';
import { Button, buttonClasses } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useCreateReport } from './api';

const DIALOG_TITLES: Record<ReportTarget, MessageId> = {
  listing: 'reports.dialogTitle.listing',
  user: 'reports.dialogTitle.user',
  message: 'reports.dialogTitle.message',
};

const REASON_HINTS: Record<ReportReason, MessageId> = {
  scam: 'reports.reasonHint.scam',
  prohibited: 'reports.reasonHint.prohibited',
  offensive: 'reports.reasonHint.offensive',
  unsafe: 'reports.reasonHint.unsafe',
  other: 'reports.reasonHint.other',
};

export interface ReportDialogProps {
  targetType: ReportTarget;
  targetId: string;
  label: string;
  open: boolean;
  onClose: () => void;
}

/** Why the target is reported (a reason from the list) and what happened, sent to the administrators. */
export function ReportDialog({ targetType, targetId, label, open, onClose }: ReportDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={i18n._(DIALOG_TITLES[targetType])}
      description={label}
    >
      {open && <ReportForm targetType={targetType} targetId={targetId} onClose={onClose} />}
    </ModalDialog>
  );
}

interface Problems {
  reason?: string;
  details?: string;
  form?: string;
}

/** Mounted only while the dialog is open, so each opening starts empty. */
function ReportForm({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportTarget;
  targetId: string;
  onClose: () => void;
}) {
  const create = useCreateReport();
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const legendId = useId();
  const reasonErrorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportInputSchema.safeParse({ targetType, targetId, reason, details });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'reason') found.reason ??= i18n._('reports.reasonRequired');
        if (field === 'details') found.details ??= wordsFor(i18n, issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    create.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'details') {
          setProblems({ details: error.message });
        } else {
          // The server's reason (already reported, too many reports, gone) says what happened.
          setProblems({
            form:
              error instanceof ApiError && error.reachedServer
                ? error.message
                : i18n._('reports.failed'),
          });
        }
      },
    });
  }

  if (create.isSuccess) {
    return (
      <div className="mt-5 space-y-4">
        <Alert tone="success">
          <p className="font-medium">{i18n._('reports.sent')}</p>
          <p className="mt-1">{i18n._('reports.sentHint')}</p>
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/reports" className={buttonClasses('secondary')} onClick={onClose}>
            {i18n._('reports.seeMyReports')}
          </Link>
          <Button onClick={onClose} data-autofocus>
            {i18n._('reports.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={problems.reason ? reasonErrorId : undefined}
      >
        <legend id={legendId} className="mb-2 text-sm font-medium text-slate-700">
          {i18n._('reports.reasonLegend')}
        </legend>
        <div className="space-y-1.5">
          {REPORT_REASONS.map((option, index) => (
            <label
              key={option}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-emerald-600 ${
                reason === option ? 'border-emerald-600 bg-emerald-50' : 'border-slate-200'
              }`}
            >
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                onChange={() => {
                  setReason(option);
                  // The details' rule depends on the reason: its message is asked again on send.
                  setProblems({});
                }}
                className="mt-1 h-4 w-4 accent-emerald-700"
                aria-invalid={problems.reason ? true : undefined}
                data-autofocus={index === 0 ? true : undefined}
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {i18n._(REPORT_REASON_LABELS[option])}
                </span>
                <span className="block text-xs text-slate-500">{i18n._(REASON_HINTS[option])}</span>
              </span>
            </label>
          ))}
        </div>
        {problems.reason && (
          <p id={reasonErrorId} className="mt-1 text-sm text-red-700">
            {problems.reason}
          </p>
        )}
      </fieldset>
      <div>
        <TextAreaField
          label={i18n._('reports.detailsLabel')}
          value={details}
          onChange={(event) => {
            setDetails(event.target.value);
            if (problems.details) setProblems({ ...problems, details: undefined });
          }}
          error={problems.details}
          hint={i18n._('reports.detailsHint')}
          rows={4}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          required
        />
        <p className="mt-1 text-right text-xs text-slate-500" data-testid="report-counter">
          {i18n._('reports.counter', { used: details.length, max: REPORT_DETAILS_MAX_LENGTH })}
        </p>
      </div>
      {problems.form && <Alert tone="error">{problems.form}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          {i18n._('reports.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={create.isPending}>
          {i18n._(create.isPending ? 'reports.sending' : 'reports.submit')}
        </Button>
      </div>
    </form>
  );
}
