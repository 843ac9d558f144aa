import type { Booking } from '../../../shared/schemas/bookings';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { chargeLines, type MoneyViewer } from './chargeLines';

interface ChargesBreakdownProps {
  booking: Pick<Booking, 'charges' | 'refunded' | 'status' | 'owner_keeps'>;
  viewer: MoneyViewer;
  /** One wrapped line of label–amount pairs, for booking cards. */
  compact?: boolean;
}

const amountText = (amount: number) =>
  amount < 0 ? `−${formatCurrency(-amount)}` : formatCurrency(amount);

/** A booking's money, part by part, as the viewer's side of it (see chargeLines). */
export function ChargesBreakdown({ booking, viewer, compact = false }: ChargesBreakdownProps) {
  const lines = chargeLines(booking, viewer);
  if (compact) {
    return (
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="charges">
        {lines.map((line) => (
          <div key={line.label} className="flex gap-1.5">
            <dt className="text-slate-500">{i18n._(line.label)}:</dt>
            <dd className={line.total ? 'font-semibold text-slate-900' : 'text-slate-800'}>
              {amountText(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="divide-y divide-slate-100 text-sm" data-testid="charges">
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4 py-2.5">
          <dt className="text-slate-500">{i18n._(line.label)}</dt>
          <dd
            className={`text-right ${line.total ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}`}
          >
            {amountText(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
