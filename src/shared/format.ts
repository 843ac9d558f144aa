const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts are US dollars: $1,234.50. */
export function formatCurrency(amount: number): string {
  return usd.format(amount);
}

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Short US date, e.g. Nov 22, 2026, for an ISO timestamp. */
export function formatDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? '' : mediumDate.format(date);
}
