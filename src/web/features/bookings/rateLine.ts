import type { Duration } from '../../../shared/items';
import type { BookingQuote } from '../../../shared/pricing';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';

/** '$25.00 × 3 days': the price times the item's price units a rental is charged. */
export function rateLine(price: number, duration: Duration, quote: BookingQuote): string {
  return i18n._('money.rate', { price: formatCurrency(price), unit: duration, count: quote.units });
}
