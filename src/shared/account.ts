/**
 * Links mailed to prove who someone is: each purpose has its own lifetime. A reset link is short
 * lived because it signs in whoever holds it; a verification link only confirms an address.
 */
export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'verify-email', 'change-email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

const HOUR_MS = 60 * 60 * 1000;

export const ACCOUNT_TOKEN_LIFETIME_HOURS: Record<AccountTokenPurpose, number> = {
  'password-reset': 1,
  'verify-email': 48,
  'change-email': 24,
};

/** When a link issued now for this purpose stops working. */
export function accountTokenExpiry(purpose: AccountTokenPurpose, issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ACCOUNT_TOKEN_LIFETIME_HOURS[purpose] * HOUR_MS);
}

/** Where each emailed link leads; the page reads the token from the query. */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  'password-reset': '/reset-password',
  'verify-email': '/verify-email',
  'change-email': '/verify-email',
};

export function accountLinkPath(purpose: AccountTokenPurpose, token: string): string {
  return `${ACCOUNT_LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
}
