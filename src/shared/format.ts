import { marketplace } from './marketplace';

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

const moneyIn = cached((currency) =>
  cached((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency })),
);

/**
 * Amounts are in the marketplace's currency, written the reader's way: $1,234.50 in English
 * (US), 1 234,50 $ in French (Canada), ¥1,235 in Japanese yen, which have no decimals.
 */
export function formatCurrency(amount: number, locale: string): string {
  return moneyIn(marketplace().currency)(locale).format(amount);
}

/** The currency's sign as the reader writes it: $ in the US, CA$ for Canadian dollars in en-US. */
export function currencySymbol(locale: string): string {
  const parts = moneyIn(marketplace().currency)(locale).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? marketplace().currency;
}

const mediumDate = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));

/** A short date for an ISO timestamp, the reader's way: Nov 22, 2026 in English (US). */
export function formatDate(isoTimestamp: string, locale: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? '' : mediumDate(locale).format(date);
}
