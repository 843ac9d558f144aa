import { PHONE_INPUT_MAX_DIGITS } from './constants';
import { marketplace } from './marketplace';

/** The most digits a phone number has anywhere (E.164). */
const INTERNATIONAL_MAX_DIGITS = 15;

const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** Outside North America a national number starts with its trunk prefix, often 0 (07700…). */
const NATIONAL_PHONE_PATTERN = /^\+?\d{1,16}$/;

/**
 * After removing separators: an optional plus and at most 16 digits, the first 1–9 in North
 * America. The server then asks whether the country's plan has such a number.
 */
export function isValidPhone(phone: string): boolean {
  const pattern = marketplace().northAmericanPhones ? PHONE_PATTERN : NATIONAL_PHONE_PATTERN;
  return pattern.test(phone.replace(PHONE_SEPARATORS, ''));
}

/**
 * What the phone input keeps of what is typed: in North America digits only, at most ten;
 * elsewhere a leading plus and at most fifteen digits.
 */
export function phoneDigits(input: string): string {
  if (marketplace().northAmericanPhones) {
    return input.replace(/\D/g, '').slice(0, PHONE_INPUT_MAX_DIGITS);
  }
  const plus = input.trim().startsWith('+') ? '+' : '';
  return plus + input.replace(/\D/g, '').slice(0, INTERNATIONAL_MAX_DIGITS);
}

/**
 * Shows up to ten digits as (555) 123-4567, formatting progressively while typing; elsewhere
 * the digits as kept, each country writing its numbers its own way.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!marketplace().northAmericanPhones) return digits;
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
