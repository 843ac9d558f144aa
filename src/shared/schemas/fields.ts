import { z } from 'zod';
import { isValidPhone } from '../contact';

/** A string that must be present and non-blank after trimming; missing and blank give the same message. */
export function requiredText(message: string, maxLength = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `Must be at most ${maxLength} characters`);
}

/** The one phone rule, for sign-up and profile alike: present, then isValidPhone. */
export function phoneNumber(requiredMessage: string) {
  return requiredText(requiredMessage, 32).refine(isValidPhone, 'profile.phoneInvalid');
}
