const MAX_CARD_DIGITS = 19;

/** '4242424242424242' → '4242 4242 4242 4242', as a card reads; anything but digits is dropped. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1234' → '12/34'. The slash appears only once the year starts, so deleting back past it
 * is never undone by the formatting.
 */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Security codes are 3 or 4 digits. */
export function digitsOnly(typed: string, maxLength: number): string {
  return typed.replace(/\D/g, '').slice(0, maxLength);
}
