import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginFormSchema, signupFormSchema } from './auth';
import { addItemFormSchema } from './itemForms';
import { localCardFormSchema } from './payments';
import { plainTextOnly } from './plainText';
import { reviewFormSchema } from './reviews';
import { profileFormSchema, profileUpdateSchema } from './users';

const notAllowed = 'errors.controlCharacters';

function firstIssue(result: z.ZodSafeParseResult<unknown>) {
  if (result.success) throw new Error('expected the value to be refused');
  const [issue] = result.error.issues;
  return { path: issue?.path, message: issue?.message };
}

describe('plainTextOnly', () => {
  const schema = plainTextOnly(z.object({ title: z.string().trim(), tags: z.array(z.string()) }));

  it('passes plain values through with their parsed result', () => {
    expect(schema.parse({ title: ' Drill ', tags: ['a\nb'] })).toEqual({
      title: 'Drill',
      tags: ['a\nb'],
    });
  });

  it('refuses a control character with the field named', () => {
    const result = schema.safeParse({ title: 'Dr\u0000ill', tags: [] });
    expect(firstIssue(result)).toEqual({ path: ['title'], message: notAllowed });
    expect(firstIssue(schema.safeParse({ title: 'x', tags: ['ok', '\u0007'] }))).toEqual({
      path: ['tags', 1],
      message: notAllowed,
    });
  });

  it('checks text decoded inside a field', () => {
    const wrapped = plainTextOnly(profileUpdateSchema);
    const location = JSON.stringify({ address: '1 Main St', city: 'Ber\u0000n', zipCode: '12345' });
    const result = wrapped.safeParse({ firstName: 'Robin', phone: '5551234567', location });
    expect(firstIssue(result)).toEqual({ path: ['location', 'city'], message: notAllowed });
  });
});

describe('the forms share the rule', () => {
  it('refuses NUL in sign-up, profile, item and review forms, at the field', () => {
    const signup = signupFormSchema.safeParse({
      firstName: 'Ro\u0000bin',
      lastName: 'Lender',
      email: 'robin@example.com',
      phone: '5551234567',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      agreeToTerms: true,
    });
    expect(firstIssue(signup)).toEqual({ path: ['firstName'], message: notAllowed });
    const profile = profileFormSchema.safeParse({
      displayName: 'Robin',
      phone: '5551234567',
      address: '1 Main St\u0000',
      city: 'Bern',
      zipCode: '12345',
    });
    expect(firstIssue(profile)).toEqual({ path: ['address'], message: notAllowed });
    const item = addItemFormSchema.safeParse({
      title: 'Drill',
      description: 'Works',
      categoryId: '1',
      condition: 'Good',
      availability: 'Available',
      price: '5',
      duration: 'day',
      location: 'Bern',
      city: 'Bern\u0000',
      zipCode: '',
      imageUrls: [`/uploads/${'a'.repeat(64)}.jpg`],
      cancellationPolicy: 'flexible',
      deposit: '',
    });
    expect(firstIssue(item)).toEqual({ path: ['city'], message: notAllowed });
    const review = reviewFormSchema.safeParse({ rating: 4, reviewText: 'Great\u0000 drill!' });
    expect(firstIssue(review)).toEqual({ path: ['reviewText'], message: notAllowed });
  });

  it('refuses NUL in the sign-in and card forms, at the field', () => {
    const login = loginFormSchema.safeParse({ email: 'a\u0000@example.com', password: 'x' });
    expect(firstIssue(login)).toEqual({ path: ['email'], message: notAllowed });
    const card = localCardFormSchema.safeParse({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Jamie\u0000',
    });
    expect(firstIssue(card)).toEqual({ path: ['name'], message: notAllowed });
  });

  it('lets the sign-in password alone, and only it, so that an older password still signs in', () => {
    const login = loginFormSchema.safeParse({ email: 'a@example.com', password: 'Old\u0007pass1' });
    expect(login.success).toBe(true);
    const signup = signupFormSchema.safeParse({
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: 'a@example.com',
      phone: '5559876543',
      password: 'Old\u0007pass1',
      confirmPassword: 'Old\u0007pass1',
      agreeToTerms: true,
    });
    expect(firstIssue(signup)).toEqual({ path: ['password'], message: notAllowed });
  });
});
