import usPostalFormat from 'postal-codes-js/formats/US.json' with { type: 'json' };

/** A distance unit as `Intl.NumberFormat` names it. */
export const DISTANCE_UNITS = ['mile', 'kilometer'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** A country's postal-code format, as `postal-codes-js` describes it. */
export interface PostalCodeFormat {
  /** Characters a code may be written with that its format ignores (spaces, dashes). */
  RedundantCharacters: string;
  /** One pattern, or several of which any may match. */
  ValidationRegex: string | string[];
}

/**
 * The country a marketplace serves and what follows from it: its money, its distances, the
 * shape of its postal codes. One per running install; the server reads it from its settings and
 * writes it into every page it serves, so the browser judges by the same rules.
 */
export interface Marketplace {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217, as the card provider takes it. */
  currency: string;
  /**
   * Its decimals as the server's `Intl` has them (2 for dollars, 0 for yen): the browser's own
   * data might say otherwise, and both sides must round alike.
   */
  currencyDigits: number;
  distanceUnit: DistanceUnit;
  postalCode: PostalCodeFormat;
  /**
   * Whether a postal code alone says where a place is (the bundled US ZIP centres). Elsewhere
   * the place is found by its city's name.
   */
  postalCodePlaces: boolean;
  /**
   * Where places are cities, the most populous: a search near a city's example (Toronto), and
   * where the map looks when it has nothing to show. None in the US.
   */
  largestCity: { name: string; latitude: number; longitude: number } | null;
  /** Whether its phone numbers are the North American plan's (+1): ten digits, (555) 123-4567. */
  northAmericanPhones: boolean;
}

/** The parts of a `postal-codes-js` format the rule reads. */
export const postalCodeRuleOf = (format: PostalCodeFormat): PostalCodeFormat => ({
  RedundantCharacters: format.RedundantCharacters,
  ValidationRegex: format.ValidationRegex,
});

export const US_MARKETPLACE: Marketplace = {
  country: 'US',
  currency: 'USD',
  currencyDigits: 2,
  distanceUnit: 'mile',
  postalCode: postalCodeRuleOf(usPostalFormat),
  postalCodePlaces: true,
  largestCity: null,
  northAmericanPhones: true,
};

let current: Marketplace = US_MARKETPLACE;

/** Set once at start: by the server from its settings, by the browser from the page. */
export function setMarketplace(marketplace: Marketplace): void {
  current = marketplace;
}

export const marketplace = (): Marketplace => current;

const digitsByCurrency = new Map<string, number>();

/**
 * How many decimals the currency's amounts have: 2 for dollars, 0 for yen. The card provider
 * takes amounts in the currency's smallest unit, which is what "cents" names throughout.
 */
export function currencyDigits(currency: string = current.currency): number {
  if (currency === current.currency) return current.currencyDigits;
  const known = digitsByCurrency.get(currency);
  if (known !== undefined) return known;
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  digitsByCurrency.set(currency, digits);
  return digits;
}

/** How many of the currency's smallest units make one: 100 cents, 1 yen. */
export const minorUnitsPerMajor = (currency: string = current.currency): number =>
  10 ** currencyDigits(currency);

/**
 * The most a price, deposit or claim may be: a million dollars, a hundred million yen (the same
 * hundred million of the currency's smallest unit).
 */
export const largestAmount = (): number => 100_000_000 / minorUnitsPerMajor();

/** The smallest amount there is, as a money input's step: 0.01 for dollars, 1 for yen. */
export const smallestAmount = (): number => 1 / minorUnitsPerMajor();

/**
 * The tag dates, numbers and money are formatted with: the person's language in the
 * marketplace's country (English in Canada is en-CA), or the language's own tag in the US,
 * whose catalogs are the product's. The pseudo-locale stays itself.
 */
export function regionalLocale(locale: string, marketplace: Marketplace = current): string {
  if (marketplace.country === 'US' || locale === 'en-XA') return locale;
  const language = locale.split('-')[0] ?? locale;
  return `${language}-${marketplace.country}`;
}

/**
 * Whether a search may be near this text: a five-digit ZIP code in the US, whose centres are
 * known; elsewhere a city's name.
 */
export function isPlaceName(text: string): boolean {
  if (current.postalCodePlaces) return /^\d{5}$/.test(text);
  return text.length >= 2 && text.length <= 100 && /\p{L}/u.test(text);
}

/**
 * What messages may name of the marketplace: `{postal}` (zip, the US's ZIP codes; or other),
 * `{unit}` (mile, kilometer), `{currencyCode}` (USD) and `{exampleCity}` (Toronto).
 */
export const marketplaceTerms = () => ({
  postal: current.country === 'US' ? 'zip' : 'other',
  unit: current.distanceUnit,
  currencyCode: current.currency,
  exampleCity: current.largestCity?.name ?? '',
});

/**
 * A postal code as typed, made comparable: its letters in capitals and no outer spaces; a US
 * ZIP code as 12345 or 12345-6789, however it was separated, as its centre is looked up by it.
 */
export function tidyPostalCode(code: string): string {
  const tidy = code.trim().toUpperCase();
  if (current.country !== 'US') return tidy;
  const digits = tidy.replace(/[\s-]/g, '');
  if (/^\d{9}$/.test(digits)) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  return /^\d{5}$/.test(digits) ? digits : tidy;
}

/** Whether `code` has the country's postal-code shape ("62701", "K1A 0B1"). */
export function isPostalCode(code: string, format: PostalCodeFormat = current.postalCode): boolean {
  let bare = tidyPostalCode(code);
  for (const character of format.RedundantCharacters) bare = bare.split(character).join('');
  // The whole code must match: some formats' patterns are not anchored.
  const patterns = Array.isArray(format.ValidationRegex)
    ? format.ValidationRegex
    : [format.ValidationRegex];
  return bare !== '' && new RegExp(`^(?:${patterns.join('|')})$`).test(bare);
}
