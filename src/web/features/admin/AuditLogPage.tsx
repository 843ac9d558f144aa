import { Link } from 'react-router';
import { adminTexts } from '../../../shared/adminTexts';
import type { AdminAuditEntry } from '../../../shared/schemas/admin';
import { useAuditLog } from './api';
import { Empty, Pager, QueryView, useListParams } from './parts';

const t = adminTexts.audit;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
          <Empty title={t.empty} />
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
                      <span className="font-semibold">{entry.admin.name}</span>{' '}
                      {t.actions[entry.action].toLowerCase()}{' '}
                      <Link to={targetPath(entry)} className="text-emerald-800 underline">
                        {entry.targetLabel}
                      </Link>
                    </p>
                    {entry.reason && (
                      <p className="mt-0.5 text-sm break-words text-slate-600">
                        {t.why}: {entry.reason}
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
