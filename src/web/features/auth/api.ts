import type { ResetConfirmInput } from '../../../shared/schemas/account';
import type { LoginInput, RegisterInput, ResetRequestInput } from '../../../shared/schemas/auth';
import type { AuthResponse, PrivateUser } from '../../../shared/schemas/users';
import { api } from '../../lib/api';

export const authApi = {
  login: (input: LoginInput) => api<AuthResponse>('/auth/login', { method: 'POST', body: input }),
  register: (input: RegisterInput) =>
    api<AuthResponse>('/auth/register', { method: 'POST', body: input }),
  me: () => api<{ user: PrivateUser }>('/auth/me', { ignoreUnauthorized: true }),
  logout: () => api<void>('/auth/logout', { method: 'POST', ignoreUnauthorized: true }),
  requestPasswordReset: (input: ResetRequestInput) =>
    api<void>('/auth/password-reset', { method: 'POST', body: input }),
  confirmPasswordReset: (input: ResetConfirmInput) =>
    api<AuthResponse>('/auth/password-reset/confirm', { method: 'POST', body: input }),
};
