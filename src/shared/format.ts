const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts are US dollars: $1,234.50. */
export function formatCurrency(amount: number): string {
  return usd.format(amount);
}
