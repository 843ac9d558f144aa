import { describe, expect, it } from 'vitest';
import { accountLinkPath, accountTokenExpiry } from './account';

describe('account links', () => {
  const issuedAt = new Date('2026-11-24T10:00:00.000Z');

  it('keeps a password reset link for one hour and the others longer', () => {
    expect(accountTokenExpiry('password-reset', issuedAt).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    expect(accountTokenExpiry('change-email', issuedAt).toISOString()).toBe(
      '2026-11-25T10:00:00.000Z',
    );
    expect(accountTokenExpiry('verify-email', issuedAt).toISOString()).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('leads reset links to the reset page and address links to the verification page', () => {
    expect(accountLinkPath('password-reset', 'a+b/c')).toBe('/reset-password?token=a%2Bb%2Fc');
    expect(accountLinkPath('change-email', 'abc')).toBe('/verify-email?token=abc');
  });
});
