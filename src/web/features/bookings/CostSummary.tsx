import { formatDateRange } from '../../../shared/calendarDates';
import { formatCurrency } from '../../../shared/format';
import type { Duration } from '../../../shared/items';
import { fromCents } from '../../../shared/money';
import type { BookingQuote } from '../../../shared/pricing';
import { rateLine, unitsText } from './costSummary';
import type { ChosenDates } from './useChosenDates';

interface CostSummaryProps {
  price: number;
  duration: Duration;
  dates: ChosenDates;
  quote: BookingQuote | undefined;
}

/** The price of the chosen dates, announced politely as they change. */
export function CostSummary({ price, duration, dates, quote }: CostSummaryProps) {
  return (
    <div aria-live="polite" className="rounded-xl bg-slate-50 p-4 text-sm">
      {quote && dates.from && dates.to ? (
        <dl className="space-y-2">
          <div className="flex justify-between gap-3 text-slate-600">
            <dt>{formatDateRange(dates.from, dates.to)}</dt>
            <dd className="shrink-0">{unitsText('day', quote.days)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-slate-700">
            <dt>{rateLine(price, duration, quote)}</dt>
            <dd>{formatCurrency(fromCents(quote.totalCents))}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd>{formatCurrency(fromCents(quote.totalCents))}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-slate-500">Choose pick-up and return days to see the total.</p>
      )}
    </div>
  );
}
