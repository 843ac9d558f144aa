import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../shared/bookings';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';
import { useAdminOverview } from './api';
import { formatCount, QueryView, Section } from './parts';

function Stat({
  label,
  value,
  note,
  to,
}: {
  label: string;
  value: string;
  note?: string;
  /** Where the things counted are listed. */
  to?: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">
        {to ? (
          <Link to={to} className="underline hover:text-slate-900">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note && <dd className="mt-1 text-sm text-slate-500">{note}</dd>}
    </div>
  );
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat(formatLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export function OverviewPage() {
  const overview = useAdminOverview();
  return (
    <QueryView query={overview}>
      {(data) => (
        <div className="space-y-6">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Stat
              label={i18n._('admin.users')}
              value={formatCount(data.users.total)}
              note={i18n._('admin.overview.suspended', { count: data.users.suspended })}
            />
            <Stat
              label={i18n._('admin.overview.liveListings')}
              value={formatCount(data.listings.live)}
              note={i18n._('admin.overview.hidden', { count: data.listings.hidden })}
            />
            <Stat
              label={i18n._('admin.overview.openReports')}
              value={formatCount(data.openReports)}
            />
            <Stat
              label={i18n._('admin.overview.disputedClaims')}
              value={formatCount(data.disputedClaims)}
              note={i18n._('admin.overview.disputedNote')}
              to="/admin/claims?status=disputed"
            />
            <Stat
              label={i18n._('admin.overview.payoutsDue')}
              value={formatCount(data.payoutsDue)}
              note={i18n._('admin.overview.payoutsDueNote')}
              to="/admin/payouts?status=requested"
            />
            <Stat
              label={i18n._('deadLetters.title')}
              value={formatCount(data.deadLetters)}
              note={i18n._('deadLetters.overviewNote')}
              to="/admin/dead-letters"
            />
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={i18n._('admin.overview.bookingsByState')}>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {BOOKING_STATUSES.map((state) => (
                  <div key={state} className="rounded-xl bg-slate-50 p-3">
                    <dt className="text-sm text-slate-600">
                      {i18n._(BOOKING_STATUS_LABELS[state])}
                    </dt>
                    <dd className="text-xl font-semibold text-slate-900">
                      {formatCount(data.bookingsByState[state])}
                    </dd>
                  </div>
                ))}
              </dl>
            </Section>
            <Section title={i18n._('admin.overview.money', { month: monthName(data.money.month) })}>
              <dl className="grid grid-cols-2 gap-3">
                <div className="rounded-xl bg-emerald-50 p-3">
                  <dt className="text-sm text-emerald-800">{i18n._('admin.overview.taken')}</dt>
                  <dd className="text-xl font-semibold text-emerald-900">
                    {formatCurrency(data.money.taken)}
                  </dd>
                </div>
                <div className="rounded-xl bg-sky-50 p-3">
                  <dt className="text-sm text-sky-800">{i18n._('admin.overview.refunded')}</dt>
                  <dd className="text-xl font-semibold text-sky-900">
                    {formatCurrency(data.money.refunded)}
                  </dd>
                </div>
              </dl>
            </Section>
          </div>
        </div>
      )}
    </QueryView>
  );
}
