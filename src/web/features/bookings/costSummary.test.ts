import { describe, expect, it } from 'vitest';
import { toCents } from '../../../shared/money';
import { quoteBooking } from '../../../shared/pricing';
import { rateLine, unitsText } from './costSummary';

describe('cost summary lines', () => {
  it('names units in the item’s own duration, singular for one', () => {
    expect(unitsText('day', 1)).toBe('1 day');
    expect(unitsText('hour', 48)).toBe('48 hours');
    expect(unitsText('month', 2)).toBe('2 months');
  });

  it('multiplies the price by the charged units', () => {
    const days = quoteBooking(toCents(25), 'day', '2026-06-01', '2026-06-04');
    expect(days && rateLine(25, 'day', days)).toBe('$25.00 × 3 days');
    const weeks = quoteBooking(toCents(80), 'week', '2026-06-01', '2026-06-09');
    expect(weeks && rateLine(80, 'week', weeks)).toBe('$80.00 × 2 weeks');
  });
});
