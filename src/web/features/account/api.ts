import type {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailLinkResult,
} from '../../../shared/schemas/account';
import { api } from '../../lib/api';

export const accountApi = {
  followEmailLink: (token: string) =>
    api<EmailLinkResult>('/auth/verify-email', { method: 'POST', body: { token } }),
  resendVerification: () => api<{ email: string }>('/account/verification', { method: 'POST' }),
  changeEmail: (input: ChangeEmailInput) =>
    api<void>('/account/email', { method: 'POST', body: input }),
  changePassword: (input: ChangePasswordInput) =>
    api<void>('/account/password', { method: 'POST', body: input }),
};
