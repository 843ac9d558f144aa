import { createContext, useContext } from 'react';
import type { ResetConfirmInput } from '../../../shared/schemas/account';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import type { PrivateUser } from '../../../shared/schemas/users';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: PrivateUser }
  | { status: 'signedOut'; user: null };

export type AuthContextValue = AuthState & {
  login(input: LoginInput): Promise<PrivateUser>;
  register(input: RegisterInput): Promise<PrivateUser>;
  /** Sets a new password from an emailed link; every other session ends, this one begins. */
  resetPassword(input: ResetConfirmInput): Promise<PrivateUser>;
  logout(): Promise<void>;
  /** Forgets the session here when the server has already ended it, as deleting the account does. */
  forgetSession(): void;
  /** Keeps the navbar and storage in step after the profile changes. */
  updateUser(user: PrivateUser): void;
  /** Reads the signed-in user again after a change made elsewhere (an emailed link). */
  refreshUser(): Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
