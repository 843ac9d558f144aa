import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLocale } from '../../../shared/i18n/locales';
import type { PrivateUser } from '../../../shared/schemas/users';
import { sessionEndNotice, sessionRefused, setUnauthorizedHandler } from '../../lib/api';
import { followAccountLanguage } from '../../lib/locale';
import { sessionStore } from '../../lib/sessionStore';
import { AuthContext, type AuthContextValue, type AuthState } from './AuthContext';
import { authApi } from './api';
import { afterFailedSessionCheck } from './savedSessionCheck';

function initialState(): AuthState {
  return sessionStore.token()
    ? { status: 'loading', user: null }
    : { status: 'signedOut', user: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const signOutLocally = useCallback(() => {
    sessionStore.clear();
    queryClient.clear();
    setState({ status: 'signedOut', user: null });
  }, [queryClient]);

  const signedIn = useCallback((token: string, user: PrivateUser) => {
    sessionStore.save(token, user);
    setState({ status: 'signedIn', user });
    return user;
  }, []);

  useEffect(() => {
    setUnauthorizedHandler((notice) => {
      signOutLocally();
      navigate('/login', { replace: true, state: { from: location, notice } });
    });
  }, [navigate, location, signOutLocally]);

  // The account's language, chosen on any device, is this device's too once someone signs in.
  // A user saved by an older version of the app may carry none: only the server's answer counts.
  const accountLocale = state.status === 'signedIn' ? state.user.locale : undefined;
  useEffect(() => {
    if (accountLocale && isLocale(accountLocale)) followAccountLanguage(accountLocale);
  }, [accountLocale]);

  // Restore the saved session once, and confirm it with the server.
  useEffect(() => {
    const savedToken = sessionStore.token();
    if (!savedToken) return;
    let cancelled = false;
    authApi
      .me()
      .then(({ user }) => {
        if (cancelled) return;
        sessionStore.saveUser(user);
        setState({ status: 'signedIn', user });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A suspended account's tab goes to sign-in with the reason rather than to a bare refusal.
        const notice = sessionEndNotice(error);
        if (notice) {
          sessionRefused(savedToken, notice);
          return;
        }
        const outcome = afterFailedSessionCheck(error, sessionStore.user());
        if (outcome.signOut) signOutLocally();
        else setState({ status: 'signedIn', user: outcome.user });
      });
    return () => {
      cancelled = true;
    };
  }, [signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async login(input) {
        const { token, user } = await authApi.login(input);
        return signedIn(token, user);
      },
      async register(input) {
        const { token, user } = await authApi.register(input);
        return signedIn(token, user);
      },
      async resetPassword(input) {
        const { token, user } = await authApi.confirmPasswordReset(input);
        queryClient.clear();
        return signedIn(token, user);
      },
      async logout() {
        try {
          await authApi.logout();
        } catch (error) {
          console.error('Sign out failed', error);
        } finally {
          signOutLocally();
        }
      },
      forgetSession: signOutLocally,
      updateUser(user) {
        sessionStore.saveUser(user);
        setState({ status: 'signedIn', user });
      },
      async refreshUser() {
        if (!sessionStore.token()) return;
        const { user } = await authApi.me();
        sessionStore.saveUser(user);
        setState({ status: 'signedIn', user });
      },
    }),
    [state, signedIn, signOutLocally, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
