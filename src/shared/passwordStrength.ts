import type { MessageId } from './i18n/messageIds';

/** The meter's words, weakest first, as message ids: the page writes them in its language. */
export const PASSWORD_STRENGTH_LABELS = [
  'signup.strength.veryWeak',
  'signup.strength.weak',
  'signup.strength.fair',
  'signup.strength.good',
  'signup.strength.strong',
] as const satisfies readonly MessageId[];
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/** Advisory score 0–5: one point each for length ≥ 6, length ≥ 8, an uppercase letter, a digit, a special character. */
export function passwordStrengthScore(password: string): number {
  const checks = [
    password.length >= 6,
    password.length >= 8,
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

/** Scores 0 and 1 both read 'Very Weak'; each further point moves one label up. */
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  const index = Math.min(Math.max(score - 1, 0), PASSWORD_STRENGTH_LABELS.length - 1);
  return PASSWORD_STRENGTH_LABELS[index] ?? 'signup.strength.veryWeak';
}
