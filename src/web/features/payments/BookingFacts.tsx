import type { ReactNode } from 'react';
import { formatCurrency, formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';

interface BookingFactsProps {
  itemTitle?: string;
  fromDate?: string;
  toDate?: string;
  /** What the card is charged, when the page knows no more of the booking's money. */
  amount?: number;
  /** The booking's money part by part, below the facts. */
  children?: ReactNode;
}

/** Item, dates and amount of the booking being paid for, as far as the page knows them. */
export function BookingFacts({ itemTitle, fromDate, toDate, amount, children }: BookingFactsProps) {
  const rows: [string, string][] = [];
  if (itemTitle) rows.push([i18n._('money.item'), itemTitle]);
  if (fromDate && toDate) {
    rows.push([i18n._('money.dates'), formatDateRange(fromDate, toDate)]);
  }
  if (amount !== undefined) rows.push([i18n._('money.totalCharged'), formatCurrency(amount)]);
  if (rows.length === 0 && !children) return null;
  return (
    <div className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-left text-sm">
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
