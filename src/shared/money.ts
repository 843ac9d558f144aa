import { currencyDigits, minorUnitsPerMajor } from './marketplace';

declare const centsUnit: unique symbol;

/**
 * A whole, non-negative number of the marketplace currency's smallest unit: US or Canadian
 * cents, or yen, which have no smaller unit. Money is stored and computed in them and becomes a
 * decimal amount ("dollars") only where the API reads or writes it.
 */
export type Cents = number & { readonly [centsUnit]: 'cents' };

/** A money amount as JavaScript reads it from JSON or a form, split at the smallest unit. */
interface DecimalParts {
  /** The amount truncated to whole cents (whole yen). */
  cents: number;
  /** The decimal digits after the cents, '' when there are none. */
  beyondCents: string;
}

/**
 * Number-to-string gives the shortest decimal that reads back as the same number: exactly what
 * a client wrote (1.005 stays '1.005', where 1.005 × 100 is 100.49999999999999). Below 1e-6 it
 * switches to exponent notation, which is spelt out here.
 */
function plainDecimal(amount: number): string {
  const text = String(amount);
  const exponent = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!exponent) return text;
  const [, lead = '', tail = '', power = ''] = exponent;
  return `0.${'0'.repeat(Number(power) - 1)}${lead}${tail}`;
}

function decimalParts(amount: number): DecimalParts {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`a money amount must be a finite number of at least 0, not ${amount}`);
  }
  const digits = currencyDigits();
  const perMajor = minorUnitsPerMajor();
  // Beyond this the cents are no longer exact integers.
  if (amount > Number.MAX_SAFE_INTEGER / perMajor) {
    throw new RangeError(`a money amount must be at most ${Number.MAX_SAFE_INTEGER / perMajor}`);
  }
  const [whole = '0', fraction = ''] = plainDecimal(amount).split('.');
  return {
    cents: Number(whole) * perMajor + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0'),
    beyondCents: fraction.slice(digits),
  };
}

export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`cents must be a whole number of at least 0, not ${value}`);
  }
  return value as Cents;
}

/**
 * Dollars to whole cents: THE rounding rule for money. Half a cent rounds away from zero, judged
 * on the decimal as written, so 1.005 is 101 cents and 0.1 + 0.2 is 30; in yen, 1.5 is 2.
 * Negative amounts are refused.
 */
export function toCents(dollars: number): Cents {
  const { cents, beyondCents } = decimalParts(dollars);
  const halfOrMore = Number(beyondCents.charAt(0) || '0') >= 5;
  return asCents(halfOrMore ? cents + 1 : cents);
}

/**
 * Cents to the decimal dollars of the API: 1999 is 19.99 (the nearest double, as JSON has it);
 * yen are whole, 1999 is 1999.
 */
export function fromCents(cents: Cents): number {
  return cents / minorUnitsPerMajor();
}

/** Whether a decimal amount is a whole number of cents (of yen): 19.99, never 19.999. */
export function isWholeCents(amount: number): boolean {
  const cents = amount * minorUnitsPerMajor();
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The fewest cents that are at least `dollars`: the lower bound of a price filter. */
export function centsAtLeast(dollars: number): Cents {
  const { cents, beyondCents } = decimalParts(dollars);
  return asCents(/[1-9]/.test(beyondCents) ? cents + 1 : cents);
}

/** The most cents that are at most `dollars`: the upper bound of a price filter. */
export function centsAtMost(dollars: number): Cents {
  return asCents(decimalParts(dollars).cents);
}

/** A price charged a whole number of times. */
export function multiplyCents(price: Cents, times: number): Cents {
  if (!Number.isInteger(times)) throw new RangeError('cents are multiplied by whole numbers only');
  return asCents(price * times);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return asCents(amounts.reduce((sum, amount) => sum + amount, 0));
}

/**
 * The most one card payment may take: Stripe's limit for a charge in the currency's smallest
 * unit ($999,999.99, ¥99,999,999), and what a payment row holds. A larger booking total is
 * settled between the parties instead.
 */
export const MAX_CARD_PAYMENT_CENTS = 99_999_999 as Cents;
