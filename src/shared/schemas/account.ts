import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { email, password } from './auth';
import { exemptFromPlainText, plainTextOnly } from './plainText';

/** A token from an emailed link, as the page read it from the address bar. */
const linkToken = z
  .string({ error: 'account.linkInvalid' })
  .trim()
  .min(1, 'account.linkInvalid')
  .max(200);

/** A password the person already has: checked, never judged by today's rules. */
const currentPassword = z
  .string({ error: 'account.currentPasswordRequired' })
  .min(1, 'account.currentPasswordRequired')
  .max(PASSWORD_MAX_LENGTH);

/** POST /api/auth/password-reset/confirm: the new password, judged as at sign-up. */
export const resetConfirmSchema = z.object({ token: linkToken, password });
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = plainTextOnly(
  z
    .object({ password, confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, {
      message: 'signup.passwordsDoNotMatch',
      path: ['confirmPassword'],
    }),
);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/verify-email: a verification or address-change link. */
export const emailLinkSchema = z.object({ token: linkToken });
export type EmailLinkInput = z.infer<typeof emailLinkSchema>;

/** What following an address link did. */
export const emailLinkResultSchema = z.object({
  email: z.string(),
  /** True when the link changed the account's address, false when it verified it. */
  changed: z.boolean(),
});
export type EmailLinkResult = z.infer<typeof emailLinkResultSchema>;

/** POST /api/account/email: the new address receives a link; nothing changes until it is followed. */
export const changeEmailSchema = exemptFromPlainText(
  z.object({ newEmail: email, currentPassword }),
  ['currentPassword'],
);
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export const changeEmailFormSchema = plainTextOnly(changeEmailSchema);

/** POST /api/account/password. */
export const changePasswordSchema = exemptFromPlainText(
  z.object({ currentPassword, newPassword: password }),
  ['currentPassword'],
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = plainTextOnly(
  changePasswordSchema
    .extend({ confirmPassword: z.string() })
    .refine((form) => form.newPassword === form.confirmPassword, {
      message: 'signup.passwordsDoNotMatch',
      path: ['confirmPassword'],
    }),
);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
