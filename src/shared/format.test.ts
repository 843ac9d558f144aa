import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate } from './format';

describe('formatCurrency', () => {
  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatCurrency(amount)).toBe(text);
  });
});

describe('formatDate', () => {
  it('formats an ISO timestamp as a short US date', () => {
    expect(formatDate('2026-11-22T15:00:00.000Z')).toBe('Nov 22, 2026');
  });
  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('soon')).toBe('');
  });
});
