import caFormat from 'postal-codes-js/formats/CA.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import { feeOn } from './fees';
import { currencySymbol, formatCurrency } from './format';
import { marketplaceWords } from './i18n/marketplaceWords';
import {
  currencyDigits,
  isPostalCode,
  type Marketplace,
  minorUnitsPerMajor,
  regionalLocale,
  setMarketplace,
  smallestAmount,
  tidyPostalCode,
  US_MARKETPLACE,
} from './marketplace';
import { asCents, centsAtLeast, centsAtMost, fromCents, isWholeCents, toCents } from './money';

const CANADA: Marketplace = {
  country: 'CA',
  currency: 'CAD',
  currencyDigits: 2,
  distanceUnit: 'kilometer',
  postalCode: caFormat,
  postalCodePlaces: false,
  largestCity: { name: 'Toronto', latitude: 43.70011, longitude: -79.4163 },
  northAmericanPhones: true,
};
const JAPAN: Marketplace = { ...CANADA, country: 'JP', currency: 'JPY', currencyDigits: 0 };

afterEach(() => setMarketplace(US_MARKETPLACE));

describe('the currency', () => {
  it('has the decimals the card provider counts in', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('CAD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(minorUnitsPerMajor('JPY')).toBe(1);
    expect(minorUnitsPerMajor('EUR')).toBe(100);
  });

  it('is written the reader’s way', () => {
    expect(formatCurrency(1234.5, 'en-US')).toBe('$1,234.50');
    setMarketplace(CANADA);
    expect(formatCurrency(1234.5, 'en-CA')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'en-US')).toBe('CA$1,234.50');
    expect(currencySymbol('en-CA')).toBe('$');
    setMarketplace(JAPAN);
    expect(formatCurrency(1235, 'en-US')).toBe('¥1,235');
    expect(currencySymbol('en-US')).toBe('¥');
  });
});

describe('money in yen, which have no cents', () => {
  it('counts whole yen', () => {
    setMarketplace(JAPAN);
    expect(toCents(1500)).toBe(1500);
    expect(fromCents(asCents(1500))).toBe(1500);
    expect(smallestAmount()).toBe(1);
  });

  it('rounds half a yen away from zero, and refuses decimals in prices', () => {
    setMarketplace(JAPAN);
    expect(toCents(1.5)).toBe(2);
    expect(toCents(1.49)).toBe(1);
    expect(isWholeCents(1500)).toBe(true);
    expect(isWholeCents(19.99)).toBe(false);
  });

  it('brackets price filters by whole yen', () => {
    setMarketplace(JAPAN);
    expect(centsAtLeast(10.2)).toBe(11);
    expect(centsAtMost(10.8)).toBe(10);
  });

  it('takes fees in whole yen, half a yen rounding up', () => {
    setMarketplace(JAPAN);
    // 10 % of ¥1,005 is ¥100.5: ¥101.
    expect(feeOn(asCents(1005), { basisPoints: 1000, minimumCents: asCents(0) })).toBe(101);
    expect(feeOn(asCents(3), { basisPoints: 1000, minimumCents: asCents(100) })).toBe(3);
  });

  it('says so in messages about amounts', () => {
    setMarketplace(JAPAN);
    expect(marketplaceWords('en-US')).toEqual({
      currency: '¥',
      smallest: '¥1',
      zero: '¥0',
      decimals: 'none',
      unit: 'kilometer',
      postal: 'other',
      currencyCode: 'JPY',
      exampleCity: 'Toronto',
    });
  });
});

describe('money in dollars', () => {
  it('keeps two decimals', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(isWholeCents(19.999)).toBe(false);
    expect(smallestAmount()).toBe(0.01);
    expect(marketplaceWords('en-US')).toEqual({
      currency: '$',
      smallest: '$0.01',
      zero: '$0',
      decimals: 'some',
      unit: 'mile',
      postal: 'zip',
      currencyCode: 'USD',
      exampleCity: '',
    });
  });
});

describe('formats', () => {
  it('follow the marketplace’s country, in the person’s language', () => {
    expect(regionalLocale('en-US')).toBe('en-US');
    expect(regionalLocale('es-US')).toBe('es-US');
    expect(regionalLocale('en-US', CANADA)).toBe('en-CA');
    expect(regionalLocale('es-US', CANADA)).toBe('es-CA');
    expect(regionalLocale('en-XA', CANADA)).toBe('en-XA');
  });
});

describe('postal codes', () => {
  it.each(['62701', '62701-1234', ' 10001 '])('the US takes the ZIP code %s', (code) => {
    expect(isPostalCode(code)).toBe(true);
  });

  it.each(['6270', 'K1A 0B1', '627011', ''])('the US refuses %j', (code) => {
    expect(isPostalCode(code)).toBe(false);
  });

  it.each(['K1A 0B1', 'k1a0b1', 'M5V-3L9'])('Canada takes %s', (code) => {
    expect(isPostalCode(code, caFormat)).toBe(true);
  });

  it.each(['62701', 'D1A 0B1', 'K1A 0B', 'KIA 0B1'])('Canada refuses %s', (code) => {
    expect(isPostalCode(code, caFormat)).toBe(false);
  });

  it('matches the whole code, even where a format’s pattern is not anchored', () => {
    const format = { RedundantCharacters: ' ', ValidationRegex: '[A-Z]{2}\\d{2}' };
    expect(isPostalCode('SW12', format)).toBe(true);
    expect(isPostalCode('HELLOSW12', format)).toBe(false);
    expect(isPostalCode('SW12!!', format)).toBe(false);
  });

  it('keeps a US ZIP code as 12345 or 12345-6789, however it was separated', () => {
    expect(tidyPostalCode(' 12345 6789 ')).toBe('12345-6789');
    expect(tidyPostalCode('123456789')).toBe('12345-6789');
    expect(tidyPostalCode('1-2345')).toBe('12345');
    setMarketplace(CANADA);
    expect(tidyPostalCode(' k1a 0b1 ')).toBe('K1A 0B1');
  });

  it('accepts a country whose format lists several patterns', () => {
    const format = { RedundantCharacters: ' ', ValidationRegex: ['\\d{4}', '[A-Z]{2}\\d{2}'] };
    expect(isPostalCode('1234', format)).toBe(true);
    expect(isPostalCode('ab 12', format)).toBe(true);
    expect(isPostalCode('12345', format)).toBe(false);
  });
});
