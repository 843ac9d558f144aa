import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import countryToCurrency from 'country-to-currency';
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  currencyDigits,
  DISTANCE_UNITS,
  type DistanceUnit,
  type Marketplace,
  type PostalCodeFormat,
  postalCodeRuleOf,
} from '../shared/marketplace';
import { largestCity } from './features/places';

const require = createRequire(import.meta.url);

interface PostalCountry {
  postalCodeFormat?: string;
}

const postalCountries: Record<string, PostalCountry | undefined> = JSON.parse(
  readFileSync(require.resolve('postal-codes-js/generated/postal-codes-alpha2.json'), 'utf8'),
);

/** A country without postal codes takes any text as one: the place is found by its city. */
const ANY_CODE: PostalCodeFormat = { RedundantCharacters: '', ValidationRegex: '^.{1,10}$' };

function postalCodeFormatOf(country: string): PostalCodeFormat {
  const format = postalCountries[country]?.postalCodeFormat;
  if (!format) return ANY_CODE;
  return postalCodeRuleOf(
    JSON.parse(readFileSync(require.resolve(`postal-codes-js/formats/${format}`), 'utf8')),
  );
}

const currencies: Partial<Record<string, string>> = countryToCurrency;

/** The countries that measure road distances in miles; every other uses kilometres. */
const MILE_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM']);

const isCurrency = (code: string) => {
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
};

/** The marketplace's settings in the environment; each but the country has a default from it. */
export const marketplaceEnvSchema = z.object({
  MARKETPLACE_COUNTRY: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .refine(
      (code) => /^[A-Z]{2}$/.test(code) && code in postalCountries && isSupportedCountry(code),
      'must be an ISO 3166-1 alpha-2 country code, such as US or CA',
    )
    .default('US'),
  MARKETPLACE_CURRENCY: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .refine(isCurrency, {
      message: 'must be an ISO 4217 currency code, such as USD or JPY',
      abort: true,
    })
    .optional(),
  MARKETPLACE_DISTANCE_UNIT: z.enum(DISTANCE_UNITS).optional(),
});
export type MarketplaceEnv = z.output<typeof marketplaceEnvSchema>;

/**
 * Currencies the card provider counts in units other than their coins' (it takes Icelandic
 * krónur and Ugandan shillings in hundredths, and forints and Taiwan dollars only in whole
 * hundreds for payouts), and those with three decimals (amounts must end in zero): a marketplace
 * in one would charge a hundredth of its prices, or be refused.
 */
const UNSUPPORTED_CURRENCIES = new Set(['ISK', 'UGX', 'HUF', 'TWD']);

/** Why a currency cannot be the marketplace's; undefined when it can. */
function currencyProblem(currency: string): string | undefined {
  if (UNSUPPORTED_CURRENCIES.has(currency) || ![0, 2].includes(currencyDigits(currency))) {
    return `${currency} is counted by the card provider in other units than its own decimals: choose another MARKETPLACE_CURRENCY`;
  }
  return undefined;
}

/** Outside the US, where places are cities: the country's most populous one. */
function largestCityOf(country: string): Marketplace['largestCity'] {
  const city = country === 'US' ? undefined : largestCity(country);
  return city ? { name: city.name, ...city.centre } : null;
}

/** The marketplace a configuration describes: its country, and what follows from it. */
export function marketplaceOf(env: MarketplaceEnv): Marketplace {
  const country = env.MARKETPLACE_COUNTRY;
  const currency = env.MARKETPLACE_CURRENCY ?? currencies[country];
  if (!currency) throw new Error(`MARKETPLACE_CURRENCY must be set: ${country} has no default`);
  const problem = currencyProblem(currency);
  if (problem) throw new Error(problem);
  const distanceUnit: DistanceUnit =
    env.MARKETPLACE_DISTANCE_UNIT ?? (MILE_COUNTRIES.has(country) ? 'mile' : 'kilometer');
  return {
    country,
    currency,
    currencyDigits: currencyDigits(currency),
    distanceUnit,
    postalCode: postalCodeFormatOf(country),
    // The bundled centres are the US's ZIP codes: elsewhere a city's name finds the place.
    postalCodePlaces: country === 'US',
    largestCity: largestCityOf(country),
    northAmericanPhones: getCountryCallingCode(country as CountryCode) === '1',
  };
}
