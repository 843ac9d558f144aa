import { describe, expect, it } from 'vitest';
import {
  changeEmailSchema,
  changePasswordFormSchema,
  resetConfirmSchema,
  resetPasswordFormSchema,
} from './account';
import { resetRequestSchema } from './auth';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account forms and requests', () => {
  it('asks for the address first, and compares addresses in lower case', () => {
    expect(firstError(resetRequestSchema.safeParse({ email: '  ' }))).toBe('reset.emailRequired');
    expect(resetRequestSchema.parse({ email: ' Robin@Example.COM ' })).toEqual({
      email: 'robin@example.com',
    });
  });

  it('judges a new password as sign-up does, and wants it typed twice alike', () => {
    expect(firstError(resetConfirmSchema.safeParse({ token: 'abc', password: '123' }))).toBe(
      'signup.passwordTooShort',
    );
    expect(
      firstError(resetConfirmSchema.safeParse({ token: ' ', password: 'Long-enough-1' })),
    ).toBe('account.linkInvalid');
    const mismatch = resetPasswordFormSchema.safeParse({
      password: 'Long-enough-1',
      confirmPassword: 'Long-enough-2',
    });
    expect(firstError(mismatch)).toBe('signup.passwordsDoNotMatch');
  });

  it('needs the current password to change the password or the address', () => {
    const noCurrent = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'Long-enough-1',
      confirmPassword: 'Long-enough-1',
    });
    expect(firstError(noCurrent)).toBe('account.currentPasswordRequired');
    expect(
      changeEmailSchema.parse({ newEmail: ' New@Example.com ', currentPassword: 'old pass' }),
    ).toEqual({ newEmail: 'new@example.com', currentPassword: 'old pass' });
    expect(
      firstError(changeEmailSchema.safeParse({ newEmail: 'not-an-address', currentPassword: 'x' })),
    ).toBe('signup.emailInvalid');
  });
});
