import { formatCurrency } from '../../../shared/format';
import type { Duration } from '../../../shared/items';
import type { BookingQuote } from '../../../shared/pricing';

const UNIT_WORDS: Record<Duration, [singular: string, plural: string]> = {
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
};

/** '3 days', '1 week': how many of the item's price units a rental is charged. */
export function unitsText(duration: Duration, units: number): string {
  const [singular, plural] = UNIT_WORDS[duration];
  return `${units} ${units === 1 ? singular : plural}`;
}

/** '$25.00 × 3 days' */
export function rateLine(price: number, duration: Duration, quote: BookingQuote): string {
  return `${formatCurrency(price)} × ${unitsText(duration, quote.units)}`;
}
