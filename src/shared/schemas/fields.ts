import { z } from 'zod';
import { isValidPhone } from '../contact';
import { isPostalCode, tidyPostalCode } from '../marketplace';

/** A string that must be present and non-blank after trimming; missing and blank give the same message. */
export function requiredText(message: string, maxLength = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `Must be at most ${maxLength} characters`);
}

/** A person's postal code: present, of the marketplace's country's shape, kept in capitals. */
export function postalCode(requiredMessage: string) {
  return requiredText(requiredMessage, 10)
    .refine((code) => isPostalCode(code), 'profile.zipInvalid')
    .transform(tidyPostalCode);
}

/** An item's postal code: none, or one of the country's shape, kept in capitals. */
export const optionalPostalCode = () =>
  z
    .string()
    .trim()
    .max(10, 'profile.zipInvalid')
    .refine((code) => code === '' || isPostalCode(code), 'profile.zipInvalid')
    .transform(tidyPostalCode);

/** The one phone rule, for sign-up and profile alike: present, then isValidPhone. */
export function phoneNumber(requiredMessage: string) {
  return requiredText(requiredMessage, 32).refine(isValidPhone, 'profile.phoneInvalid');
}
