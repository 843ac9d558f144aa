import { Flag, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../shared/moderation';
import { reportTexts } from '../../../shared/reportTexts';
import type { Report } from '../../../shared/schemas/reports';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryList } from '../../components/ui/QueryList';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AccountPageFrame } from '../account';
import { useMyReports } from './api';

const m = reportTexts;

const statusLooks: Record<ReportStatus, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  resolved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  dismissed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** /reports: what the person reported, where each report stands, and the administrator's note. */
export function MyReportsPage() {
  useDocumentTitle(m.pageTitle);
  const reports = useMyReports();
  return (
    <AccountPageFrame title={m.pageTitle} intro={m.intro}>
      <QueryList
        query={reports}
        placeholders={{ count: 2, rowClassName: 'h-28' }}
        loadFailed={m.loadFailed}
        retry={m.retry}
        empty={
          <EmptyState icon={Flag} title={m.empty}>
            <p>{m.emptyHint}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </ul>
        )}
      </QueryList>
    </AccountPageFrame>
  );
}

function ReportRow({ report }: { report: Report }) {
  const status = m.statuses[report.status];
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="my-report"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {m.targets[report.targetType]}
          </p>
          <p className="mt-0.5 font-semibold break-words text-slate-900">
            {report.target.path ? (
              <Link
                to={report.target.path}
                className="rounded hover:text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
              >
                {report.target.label}
              </Link>
            ) : (
              report.target.label
            )}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusLooks[report.status]}`}
        >
          {status}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{m.reason}</dt>
        <dd className="text-slate-900">
          {m.reasons[report.reason]} · {m.reportedOn(formatDate(report.createdAt))}
        </dd>
        <dt className="text-slate-500">{m.yourDetails}</dt>
        <dd className="break-words whitespace-pre-line text-slate-700">{report.details}</dd>
      </dl>
      {report.status === 'open' ? (
        <p className="mt-3 text-sm text-slate-500">{m.waiting}</p>
      ) : (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-slate-900">
            <MessageSquareText aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {m.adminNote}
            {report.resolvedAt && (
              <span className="font-normal text-slate-500">
                · {m.resolvedOn(status, formatDate(report.resolvedAt))}
              </span>
            )}
          </p>
          {report.resolutionNote && (
            <p className="mt-1 break-words whitespace-pre-line text-slate-700">
              {report.resolutionNote}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
