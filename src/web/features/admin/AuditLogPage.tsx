import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { AdminAction } from '../../../shared/moderation';
import type { AdminAuditEntry } from '../../../shared/schemas/admin';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';
import { useAuditLog } from './api';
import { Empty, Pager, QueryView, Sentence, useListParams } from './parts';

const when = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'short' });

/** Each action as a sentence: who did it, then what it was done to. */
const ENTRY_SENTENCES = {
  'user.suspend': 'admin.audit.userSuspend',
  'user.reinstate': 'admin.audit.userReinstate',
  'listing.hide': 'admin.audit.listingHide',
  'listing.unhide': 'admin.audit.listingUnhide',
  'booking.cancel': 'admin.audit.bookingCancel',
  'report.resolve': 'admin.audit.reportResolve',
  'report.dismiss': 'admin.audit.reportDismiss',
  'payout.mark_paid': 'admin.audit.payoutMarkPaid',
  'claim.decide': 'admin.audit.claimDecide',
  'outbox.retry': 'admin.audit.outboxRetry',
  'outbox.discard': 'admin.audit.outboxDiscard',
} as const satisfies Record<AdminAction, MessageId>;

/** Where the entry's target is shown in the console. */
function targetPath(entry: AdminAuditEntry): string {
  switch (entry.targetType) {
    case 'user':
      return `/admin/users/${entry.targetId}`;
    case 'listing':
      return `/admin/listings?search=${encodeURIComponent(entry.targetLabel)}`;
    case 'booking':
      return `/admin/bookings/${entry.targetId}`;
    case 'report':
      return `/admin/reports/${entry.targetId}`;
    case 'payout':
      return '/admin/payouts';
    case 'claim':
      return '/admin/claims';
    case 'outbox_event':
      return '/admin/dead-letters';
  }
}

export function AuditLogPage() {
  const list = useListParams();
  const log = useAuditLog(list.page);
  return (
    <QueryView query={log}>
      {(data) =>
        data.entries.length === 0 ? (
          <Empty title={i18n._('admin.audit.empty')} />
        ) : (
          <>
            <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {data.entries.map((entry) => (
                <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                  <time dateTime={entry.createdAt} className="text-sm text-slate-500">
                    {when.format(new Date(entry.createdAt))}
                  </time>
                  <div className="min-w-0">
                    <p className="text-slate-900">
                      <Sentence
                        id={ENTRY_SENTENCES[entry.action]}
                        parts={{
                          admin: <span className="font-semibold">{entry.admin.name}</span>,
                          target: (
                            <Link to={targetPath(entry)} className="text-emerald-800 underline">
                              {entry.targetLabel}
                            </Link>
                          ),
                        }}
                      />
                    </p>
                    {entry.reason && (
                      <p className="mt-0.5 text-sm break-words text-slate-600">
                        {i18n._('admin.audit.why', { reason: entry.reason })}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <Pager paging={data} onPage={(page) => list.set({ page: String(page) })} />
          </>
        )
      }
    </QueryView>
  );
}
