import { CalendarCheck, DollarSign, Package, Wallet } from 'lucide-react';
import type { DashboardFigures } from '../../../shared/dashboard';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

const count = new Intl.NumberFormat(formatLocale);

export function StatCards({ stats, loading }: { stats: DashboardFigures; loading: boolean }) {
  const cards = [
    {
      label: i18n._('dashboard.stat.active'),
      value: count.format(stats.activeBookings),
      Icon: CalendarCheck,
    },
    { label: i18n._('shell.myItems'), value: count.format(stats.listedItems), Icon: Package },
    {
      label: i18n._('dashboard.stat.earnings'),
      value: formatCurrency(stats.totalEarnings),
      Icon: DollarSign,
    },
    {
      label: i18n._('dashboard.stat.spent'),
      value: formatCurrency(stats.totalSpent),
      Icon: Wallet,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-busy={loading || undefined}>
      {cards.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          {/* A definition list allows only terms and details in each group, so the icon sits in the term. */}
          <dt className="flex items-center justify-between text-sm font-medium text-slate-500">
            {label}
            <Icon aria-hidden="true" className="h-5 w-5 text-emerald-700" />
          </dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900">
            {loading ? (
              <span className="block h-8 w-16 animate-pulse rounded bg-slate-200" />
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
