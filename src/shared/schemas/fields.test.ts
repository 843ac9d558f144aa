import { describe, expect, it } from 'vitest';
import { registerSchema, signupFormSchema } from './auth';
import { profileFormSchema, profileUpdateSchema } from './users';

const account = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  password: 'correct horse battery',
};
const profile = {
  firstName: 'Sam',
  location: JSON.stringify({ address: '1 Main St', city: 'Springfield', zipCode: '62701' }),
};

function phoneError(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.find((issue) => issue.path[0] === 'phone')?.message;
}

/** Sign-up and the profile refuse and accept the same phone numbers, with the same words. */
describe('one phone rule', () => {
  const signUp = (phone: string) => registerSchema.safeParse({ ...account, phone });
  const update = (phone: string) => profileUpdateSchema.safeParse({ ...profile, phone });

  it.each(['5551234567', '(555) 123-4567', '+44 20 7946 0958', ' 5551234567 '])(
    'accepts %j at sign-up and on update',
    (phone) => {
      expect(signUp(phone).success).toBe(true);
      expect(update(phone).success).toBe(true);
    },
  );

  it.each(['0551234567', 'call me', '12345678901234567', '++15551234567'])(
    'refuses %j at sign-up and on update as invalid',
    (phone) => {
      expect(phoneError(signUp(phone))).toBe('profile.phoneInvalid');
      expect(phoneError(update(phone))).toBe('profile.phoneInvalid');
    },
  );

  it('asks for a missing number in both places', () => {
    expect(phoneError(signUp('  '))).toBe('signup.phoneRequired');
    expect(phoneError(update(''))).toBe('profile.phoneRequired');
  });

  it('applies the rule in the sign-up and profile forms too', () => {
    const form = signupFormSchema.safeParse({
      ...account,
      phone: '0551234567',
      confirmPassword: account.password,
      agreeToTerms: true,
    });
    expect(phoneError(form)).toBe('profile.phoneInvalid');
    const profileForm = profileFormSchema.safeParse({
      displayName: 'Sam Lee',
      phone: '(055) 123-4567',
      address: '1 Main St',
      city: 'Springfield',
      zipCode: '62701',
    });
    expect(phoneError(profileForm)).toBe('profile.phoneInvalid');
  });
});
