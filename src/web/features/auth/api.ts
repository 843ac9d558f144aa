import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import type { AuthResponse, PrivateUser } from '../../../shared/schemas/users';
import { api } from '../../lib/api';

export const authApi = {
  login: (input: LoginInput) => api<AuthResponse>('/auth/login', { method: 'POST', body: input }),
  register: (input: RegisterInput) =>
    api<AuthResponse>('/auth/register', { method: 'POST', body: input }),
  me: () => api<{ user: PrivateUser }>('/auth/me', { ignoreUnauthorized: true }),
  logout: () => api<void>('/auth/logout', { method: 'POST', ignoreUnauthorized: true }),
};
