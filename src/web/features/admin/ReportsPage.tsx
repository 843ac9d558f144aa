import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { REPORT_STATUSES } from '../../../shared/moderation';
import {
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TARGET_LABELS,
} from '../../../shared/reports';
import type { AdminReport, ReportOutcome } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useAdminReport, useAdminReports, useDecideReport } from './api';
import { ListingRow } from './ListingRow';
import {
  Badge,
  PagedList,
  QueryView,
  Row,
  Rows,
  Section,
  Sentence,
  StatusFilter,
  useListParams,
} from './parts';
import { ReasonDialog } from './ReasonDialog';
import { reportTone } from './statusTones';
import { UserBadges } from './UsersPage';

/** A live listing opens as its visitors see it; a hidden or withdrawn one is named only. */
function ReportedListing({ listing }: { listing: NonNullable<AdminReport['listing']> }) {
  if (listing.status !== 'active') {
    return <span className="font-medium text-slate-900">{listing.title}</span>;
  }
  return (
    <Link to={`/item/${listing.id}`} className="font-medium text-emerald-800 underline">
      {listing.title}
    </Link>
  );
}

export function ReportSummary({ report }: { report: AdminReport }) {
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/admin/reports/${report.id}`}
          className="font-semibold text-emerald-800 hover:underline"
        >
          {i18n._(REPORT_TARGET_LABELS[report.targetType])}:{' '}
          {i18n._(REPORT_REASON_LABELS[report.reason])}
        </Link>
        <Badge tone={reportTone[report.status]}>
          {i18n._(REPORT_STATUS_LABELS[report.status])}
        </Badge>
      </div>
      {report.listing && (
        <p className="text-sm break-words text-slate-700">
          <Sentence
            id="admin.reports.listingIs"
            parts={{ listing: <ReportedListing listing={report.listing} /> }}
          />
        </p>
      )}
      <p className="text-sm text-slate-600">
        {i18n._('admin.reports.reportedUserIs', { name: report.reportedUser.name })} ·{' '}
        {i18n._('admin.reports.reporterIs', { name: report.reporter.name })} ·{' '}
        {formatDate(report.createdAt)}
      </p>
      {report.details && <p className="text-sm break-words text-slate-700">{report.details}</p>}
      {report.resolutionNote && (
        <p className="text-sm break-words text-slate-600">
          {i18n._('admin.reports.outcome', { note: report.resolutionNote })}
        </p>
      )}
    </div>
  );
}

export function ReportsPage() {
  const list = useListParams();
  const status = list.get('status');
  const reports = useAdminReports(status, list.page);
  return (
    <PagedList
      filters={
        <StatusFilter
          statuses={REPORT_STATUSES}
          labels={REPORT_STATUS_LABELS}
          value={status}
          onChange={(next) => list.set({ status: next })}
          className="sm:w-60"
        />
      }
      query={reports}
      list={list}
      rowsOf={(data) => data.reports}
      emptyTitle={i18n._('admin.reports.empty')}
      renderRow={(report) => (
        <Row key={report.id}>
          <ReportSummary report={report} />
        </Row>
      )}
    />
  );
}

function DecideButtons({ report }: { report: AdminReport }) {
  const decide = useDecideReport();
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  if (report.status !== 'open') return null;
  return (
    <div className="flex gap-2">
      <Button size="sm" onClick={() => setOutcome('resolved')}>
        {i18n._('admin.reports.resolve')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOutcome('dismissed')}>
        {i18n._('admin.reports.dismiss')}
      </Button>
      <ReasonDialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={i18n._(
          outcome === 'dismissed' ? 'admin.reports.dismissTitle' : 'admin.reports.resolveTitle',
        )}
        description={i18n._('admin.reports.decideBody')}
        label={i18n._('admin.reports.noteLabel')}
        required
        confirmLabel={i18n._(
          outcome === 'dismissed' ? 'admin.reports.dismiss' : 'admin.reports.resolve',
        )}
        doneMessage={i18n._('admin.reports.decided')}
        submit={(note) =>
          decide.mutateAsync({ id: report.id, outcome: outcome ?? 'resolved', reason: note })
        }
      />
    </div>
  );
}

export function ReportDetailPage() {
  const { id = '' } = useParams();
  const detail = useAdminReport(id);
  return (
    <QueryView query={detail}>
      {(data) => (
        <div className="space-y-6">
          <Section
            title={i18n._(REPORT_TARGET_LABELS[data.report.targetType])}
            actions={<DecideButtons report={data.report} />}
          >
            <ReportSummary report={data.report} />
            {!data.report.details && (
              <p className="mt-2 text-sm text-slate-500">{i18n._('admin.reports.noDetails')}</p>
            )}
          </Section>
          {data.report.targetType === 'listing' &&
            (data.listing ? (
              <Section title={i18n._('admin.reports.target')}>
                <Rows>
                  <ListingRow listing={data.listing} />
                </Rows>
              </Section>
            ) : (
              <p className="text-slate-600">{i18n._('admin.reports.targetGone')}</p>
            ))}
          {data.report.targetType === 'message' &&
            (data.message ? (
              <Section title={i18n._('admin.reports.messageText')}>
                <blockquote className="rounded-xl bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-800">
                  {data.message.text}
                </blockquote>
                <p className="mt-2 text-sm text-slate-500">{formatDate(data.message.sentAt)}</p>
              </Section>
            ) : (
              <p className="text-slate-600">{i18n._('admin.reports.targetGone')}</p>
            ))}
          <Section title={i18n._('admin.reports.reportedUser')}>
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/admin/users/${data.reportedUser.id}`}
                className="font-semibold text-emerald-800 hover:underline"
              >
                {data.reportedUser.name}
              </Link>
              <UserBadges user={data.reportedUser} />
            </div>
            <p className="text-sm text-slate-600">{data.reportedUser.email}</p>
            {data.reportedUser.suspensionReason && (
              <p className="mt-1 text-sm text-red-800">{data.reportedUser.suspensionReason}</p>
            )}
          </Section>
        </div>
      )}
    </QueryView>
  );
}
