import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/Spinner';
import { useAuth } from '../features/auth/AuthContext';

/** Sign-in guard: spinner while the session loads, else /login (replacing history) with the way back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return children;
}
