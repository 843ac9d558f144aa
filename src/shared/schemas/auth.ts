import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { phoneNumber, requiredText } from './fields';
import { exemptFromPlainText, plainTextOnly } from './plainText';

export const email = requiredText('signup.emailRequired', 254).pipe(
  z.email({ error: 'signup.emailInvalid' }).transform((value) => value.toLowerCase()),
);

export const password = z
  .string({ error: 'signup.passwordTooShort' })
  .min(PASSWORD_MIN_LENGTH, 'signup.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'signup.passwordTooLong');

/** The account fields in the order the signup form checks them; the server validates the same object. */
export const registerSchema = z.object({
  firstName: requiredText('signup.firstNameRequired', 80),
  lastName: requiredText('signup.lastNameRequired', 80),
  email,
  phone: phoneNumber('signup.phoneRequired'),
  password,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const signupFormSchema = plainTextOnly(
  registerSchema
    .extend({
      confirmPassword: z.string(),
      agreeToTerms: z.boolean(),
    })
    .refine((form) => form.password === form.confirmPassword, {
      message: 'signup.passwordsDoNotMatch',
      path: ['confirmPassword'],
    })
    .refine((form) => form.agreeToTerms, {
      message: 'signup.termsRequired',
      path: ['agreeToTerms'],
    }),
);
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;

const loginRequired = 'login.fieldsRequired';
/**
 * The password is exempt from the plain-text rule: it is only hashed and compared, and one
 * chosen before the rule may hold a control character; signing up still refuses such a one.
 */
export const loginSchema = exemptFromPlainText(
  z.object({
    email: z.string({ error: loginRequired }).trim().min(1, loginRequired).max(254).toLowerCase(),
    password: z.string({ error: loginRequired }).min(1, loginRequired).max(PASSWORD_MAX_LENGTH),
  }),
  ['password'],
);
export type LoginInput = z.infer<typeof loginSchema>;
/** The sign-in form; the server applies the same plain-text rule to every route. */
export const loginFormSchema = plainTextOnly(loginSchema);

/**
 * POST /api/auth/password-reset and its form. Any text is accepted as the address: one that is
 * no account's gets the same answer as one that is.
 */
export const resetRequestSchema = plainTextOnly(
  z.object({ email: requiredText('reset.emailRequired', 254).toLowerCase() }),
);
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
