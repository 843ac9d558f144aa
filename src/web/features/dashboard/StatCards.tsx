import { CalendarCheck, DollarSign, Package, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardFigures } from '../../../shared/dashboard';
import type { YearTotals } from '../../../shared/schemas/earnings';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

const count = new Intl.NumberFormat(formatLocale);

interface Card {
  id: string;
  label: string;
  value: string;
  Icon: typeof Package;
  loading: boolean;
  hint?: ReactNode;
}

/**
 * The four stat cards: two counts from the booking lists, and this year's money from the
 * ledger, the same sums the Earnings page shows. A failed read shows zero, as the dashboard's
 * other figures do.
 */
export function StatCards(props: {
  figures: DashboardFigures;
  figuresLoading: boolean;
  totals: YearTotals | undefined;
  totalsLoading: boolean;
}) {
  const { figures, totals } = props;
  // Until the server names the marketplace's year, the reader's own is the best guess.
  const year = totals?.year ?? new Date().getFullYear();
  const cards: Card[] = [
    {
      id: 'active',
      label: i18n._('dashboard.stat.active'),
      value: count.format(figures.activeBookings),
      Icon: CalendarCheck,
      loading: props.figuresLoading,
    },
    {
      id: 'items',
      label: i18n._('shell.myItems'),
      value: count.format(figures.listedItems),
      Icon: Package,
      loading: props.figuresLoading,
    },
    {
      id: 'earned',
      label: i18n._('dashboard.stat.earned', { year }),
      value: formatCurrency(totals?.earned ?? 0),
      Icon: DollarSign,
      loading: props.totalsLoading,
      hint: (
        <Link to="/earnings" className="font-medium text-emerald-700 hover:underline">
          {i18n._('dashboard.stat.earnedHint')}
        </Link>
      ),
    },
    {
      id: 'spent',
      label: i18n._('dashboard.stat.spent', { year }),
      value: formatCurrency(totals?.spent ?? 0),
      Icon: Wallet,
      loading: props.totalsLoading,
      hint: i18n._('dashboard.stat.spentHint'),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map(({ id, label, value, Icon, loading, hint }) => (
        <div
          key={id}
          data-testid={`stat-${id}`}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          aria-busy={loading || undefined}
        >
          {/* A definition list allows only terms and details in each group, so the icon sits in the term. */}
          <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-500">
            {label}
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
          </dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">
            {loading ? (
              <span className="block h-8 w-16 animate-pulse rounded bg-slate-200" />
            ) : (
              value
            )}
          </dd>
          {hint && <dd className="mt-1 text-xs text-slate-500">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
