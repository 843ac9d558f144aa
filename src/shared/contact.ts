import { PHONE_INPUT_MAX_DIGITS } from './constants';

const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** After removing separators: an optional plus, a first digit 1–9, at most 16 digits in all. */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.replace(PHONE_SEPARATORS, ''));
}

/** Five digits, optionally followed by a dash and four digits. */
export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip.trim());
}

/** What the phone input keeps of what is typed: digits only, at most ten. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_INPUT_MAX_DIGITS);
}

/** Shows up to ten digits as (555) 123-4567, formatting progressively while typing. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
