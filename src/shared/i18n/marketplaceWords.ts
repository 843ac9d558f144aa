import {
  currencyDigits,
  type Marketplace,
  marketplace,
  marketplaceTerms,
  minorUnitsPerMajor,
} from '../marketplace';

const made = new Map<string, { of: Marketplace; words: Record<string, string> }>();

/**
 * What messages may say of the marketplace's currency and places, in the reader's format:
 * `{currency}` ($), `{smallest}` ($0.01, ¥1), `{zero}` ($0), `{decimals}` (none for yen, some
 * for dollars), and those of `marketplaceTerms`. Given to every message whose words are asked
 * for by id alone, such as a shared schema's refusals: made once per language and marketplace,
 * as every refusal the server writes asks for them. Intl is used here directly, not through the
 * money formats: every form's page reads these, and only these.
 */
export function marketplaceWords(locale: string): Record<string, string> {
  const known = made.get(locale);
  if (known?.of === marketplace()) return known.words;
  const { currency } = marketplace();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const whole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const words = {
    currency: money.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency,
    smallest: money.format(1 / minorUnitsPerMajor()),
    zero: whole.format(0),
    decimals: currencyDigits() === 0 ? 'none' : 'some',
    ...marketplaceTerms(),
  };
  made.set(locale, { of: marketplace(), words });
  return words;
}
