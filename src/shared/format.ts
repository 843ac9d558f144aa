/** One formatter per language and kind, made on first use: making one costs more than using it. */
function cached<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    const existing = made.get(locale);
    if (existing) return existing;
    const formatter = make(locale);
    made.set(locale, formatter);
    return formatter;
  };
}

const dollars = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
);

/** Amounts are US dollars, written the reader's way: $1,234.50 in English (US). */
export function formatCurrency(amount: number, locale: string): string {
  return dollars(locale).format(amount);
}

const mediumDate = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));

/** A short date for an ISO timestamp, the reader's way: Nov 22, 2026 in English (US). */
export function formatDate(isoTimestamp: string, locale: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? '' : mediumDate(locale).format(date);
}
