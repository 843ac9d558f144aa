import { createContext, useContext } from 'react';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import type { PrivateUser } from '../../../shared/schemas/users';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: PrivateUser }
  | { status: 'signedOut'; user: null };

export type AuthContextValue = AuthState & {
  login(input: LoginInput): Promise<PrivateUser>;
  register(input: RegisterInput): Promise<PrivateUser>;
  logout(): Promise<void>;
  /** Forgets the session here when the server has already ended it, as deleting the account does. */
  forgetSession(): void;
  /** Keeps the navbar and storage in step after the profile changes. */
  updateUser(user: PrivateUser): void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
