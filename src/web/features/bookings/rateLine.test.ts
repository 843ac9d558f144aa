import { beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../../shared/money';
import { quoteBooking } from '../../../shared/pricing';
import { loadMessages } from '../../lib/i18n';
import { rateLine } from './rateLine';

beforeAll(() => loadMessages('shell'));

describe('the rate line of the cost summary', () => {
  it('names units in the item’s own duration, singular for one', () => {
    const day = quoteBooking(toCents(5), 'day', '2026-06-01', '2026-06-02');
    expect(day && rateLine(5, 'day', day)).toBe('$5.00 × 1 day');
    const hours = quoteBooking(toCents(2), 'hour', '2026-06-01', '2026-06-03');
    expect(hours && rateLine(2, 'hour', hours)).toBe('$2.00 × 48 hours');
  });

  it('multiplies the price by the charged units', () => {
    const days = quoteBooking(toCents(25), 'day', '2026-06-01', '2026-06-04');
    expect(days && rateLine(25, 'day', days)).toBe('$25.00 × 3 days');
    const weeks = quoteBooking(toCents(80), 'week', '2026-06-01', '2026-06-09');
    expect(weeks && rateLine(80, 'week', weeks)).toBe('$80.00 × 2 weeks');
  });
});
