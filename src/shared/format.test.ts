import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate } from './format';
import { SOURCE_LOCALE } from './i18n/locales';

describe('formatCurrency', () => {
  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatCurrency(amount, SOURCE_LOCALE)).toBe(text);
  });

  it('writes dollars the Spanish (US) way, which is the US way', () => {
    expect(formatCurrency(1234.5, 'es-US')).toBe('$1,234.50');
  });
});

describe('formatDate', () => {
  it('formats an ISO timestamp as a short US date', () => {
    expect(formatDate('2026-11-22T15:00:00.000Z', SOURCE_LOCALE)).toBe('Nov 22, 2026');
  });
  it("writes the date in the reader's language", () => {
    expect(formatDate('2026-11-22T15:00:00.000Z', 'es-US')).toBe('22 nov 2026');
  });
  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('soon', SOURCE_LOCALE)).toBe('');
  });
});
