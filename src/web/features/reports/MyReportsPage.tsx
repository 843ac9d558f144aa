import { Flag, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../shared/moderation';
import {
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TARGET_LABELS,
} from '../../../shared/reports';
import type { Report } from '../../../shared/schemas/reports';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryList } from '../../components/ui/QueryList';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AccountPageFrame } from '../account';
import { useMyReports } from './api';

const statusLooks: Record<ReportStatus, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  resolved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  dismissed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** /reports: what the person reported, where each report stands, and the administrator's note. */
export function MyReportsPage() {
  useDocumentTitle(i18n._('reports.pageTitle'));
  const reports = useMyReports();
  return (
    <AccountPageFrame title={i18n._('reports.pageTitle')} intro={i18n._('reports.intro')}>
      <QueryList
        query={reports}
        placeholders={{ count: 2, rowClassName: 'h-28' }}
        loadFailed={i18n._('reports.loadFailed')}
        retry={i18n._('errors.retry')}
        empty={
          <EmptyState icon={Flag} title={i18n._('reports.empty')}>
            <p>{i18n._('reports.emptyHint')}</p>
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
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="my-report"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {i18n._(REPORT_TARGET_LABELS[report.targetType])}
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
          {i18n._(REPORT_STATUS_LABELS[report.status])}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{i18n._('reports.reason')}</dt>
        <dd className="text-slate-900">
          {i18n._(REPORT_REASON_LABELS[report.reason])} ·{' '}
          {i18n._('reports.reportedOn', { date: formatDate(report.createdAt) })}
        </dd>
        <dt className="text-slate-500">{i18n._('reports.yourDetails')}</dt>
        <dd className="break-words whitespace-pre-line text-slate-700">{report.details}</dd>
      </dl>
      {report.status === 'open' ? (
        <p className="mt-3 text-sm text-slate-500">{i18n._('reports.waiting')}</p>
      ) : (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-slate-900">
            <MessageSquareText aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {i18n._('reports.adminNote')}
            {report.resolvedAt && (
              <span className="font-normal text-slate-500">
                ·{' '}
                {i18n._('reports.decidedOn', {
                  status: report.status,
                  date: formatDate(report.resolvedAt),
                })}
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
