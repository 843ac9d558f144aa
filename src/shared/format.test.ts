import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format';

describe('formatCurrency', () => {
  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatCurrency(amount)).toBe(text);
  });
});
