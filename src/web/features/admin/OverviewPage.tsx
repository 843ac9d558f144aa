import { Link } from 'react-router';
import { adminTexts } from '../../../shared/adminTexts';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../shared/bookings';
import { deadLetterTexts } from '../../../shared/deadLetterTexts';
import { formatCurrency } from '../../lib/format';
import { useAdminOverview } from './api';
import { QueryView, Section } from './parts';

const t = adminTexts.overview;

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
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export function OverviewPage() {
  const overview = useAdminOverview();
  return (
    <QueryView query={overview}>
      {(data) => (
        <div className="space-y-6">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat
              label={t.users}
              value={String(data.users.total)}
              note={t.suspended(data.users.suspended)}
            />
            <Stat
              label={t.liveListings}
              value={String(data.listings.live)}
              note={t.hidden(data.listings.hidden)}
            />
            <Stat label={t.openReports} value={String(data.openReports)} />
            <Stat
              label={deadLetterTexts.overviewLabel}
              value={String(data.deadLetters)}
              note={deadLetterTexts.overviewNote}
              to="/admin/dead-letters"
            />
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={t.bookingsByState}>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {BOOKING_STATUSES.map((state) => (
                  <div key={state} className="rounded-xl bg-slate-50 p-3">
                    <dt className="text-sm text-slate-600">{BOOKING_STATUS_LABELS[state]}</dt>
                    <dd className="text-xl font-semibold text-slate-900">
                      {data.bookingsByState[state]}
                    </dd>
                  </div>
                ))}
              </dl>
            </Section>
            <Section title={t.moneyTitle(monthName(data.money.month))}>
              <dl className="grid grid-cols-2 gap-3">
                <div className="rounded-xl bg-emerald-50 p-3">
                  <dt className="text-sm text-emerald-800">{t.taken}</dt>
                  <dd className="text-xl font-semibold text-emerald-900">
                    {formatCurrency(data.money.taken)}
                  </dd>
                </div>
                <div className="rounded-xl bg-sky-50 p-3">
                  <dt className="text-sm text-sky-800">{t.refunded}</dt>
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
