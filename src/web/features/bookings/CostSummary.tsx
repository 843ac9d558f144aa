import type { FeeSettings } from '../../../shared/fees';
import type { Duration } from '../../../shared/items';
import { type Cents, fromCents } from '../../../shared/money';
import type { BookingQuote } from '../../../shared/pricing';
import { formatCurrency, formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { quotedCharges } from './costSummary';
import { rateLine } from './rateLine';
import type { ChosenDates } from './useChosenDates';

interface CostSummaryProps {
  price: number;
  duration: Duration;
  /** The item's security deposit in dollars, 0 for none. */
  deposit: number;
  dates: ChosenDates;
  quote: BookingQuote | undefined;
  /** The marketplace's fees; undefined while loading or when they could not be loaded. */
  fees: FeeSettings | undefined;
  feesFailed: boolean;
}

const money = (cents: Cents) => formatCurrency(fromCents(cents));

/** What the chosen dates cost, part by part as the booking will fix it, announced politely. */
export function CostSummary({
  price,
  duration,
  deposit,
  dates,
  quote,
  fees,
  feesFailed,
}: CostSummaryProps) {
  if (!quote || !dates.from || !dates.to) {
    return (
      <div aria-live="polite" className="rounded-xl bg-slate-50 p-4 text-sm">
        <p className="text-slate-500">{i18n._('bookings.chooseDates')}</p>
      </div>
    );
  }
  const charges = fees && quotedCharges(quote, deposit, fees);
  return (
    <div aria-live="polite" className="rounded-xl bg-slate-50 p-4 text-sm">
      <dl className="space-y-2" data-testid="cost-summary">
        <div className="flex justify-between gap-3 text-slate-600">
          <dt>{formatDateRange(dates.from, dates.to)}</dt>
          <dd className="shrink-0">{i18n._('money.days', { count: quote.days })}</dd>
        </div>
        <div className="flex justify-between gap-3 text-slate-700">
          <dt>
            {i18n._('money.rentalPrice')}
            <span className="block text-xs text-slate-500">{rateLine(price, duration, quote)}</span>
          </dt>
          <dd>{money(quote.totalCents)}</dd>
        </div>
        {charges && (
          <>
            <div className="flex justify-between gap-3 text-slate-700">
              <dt>{i18n._('money.serviceFee')}</dt>
              <dd>{money(charges.serviceFeeCents)}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
              <dt>{i18n._('money.totalCharged')}</dt>
              <dd>{money(charges.chargedCents)}</dd>
            </div>
            {charges.depositCents > 0 && (
              <div className="flex justify-between gap-3 text-slate-700">
                <dt>
                  {i18n._('money.depositHeld')}
                  <span className="block text-xs text-slate-500">
                    {i18n._('money.depositHeldNote')}
                  </span>
                </dt>
                <dd>{money(charges.depositCents)}</dd>
              </div>
            )}
          </>
        )}
      </dl>
      {feesFailed && (
        <p className="mt-2 text-xs text-slate-600">{i18n._('money.feesUnavailable')}</p>
      )}
    </div>
  );
}
