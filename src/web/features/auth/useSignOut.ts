import { useNavigate } from 'react-router';
import { useAuth } from './AuthContext';

/** Sign Out: end the session (a failure is only logged) and go home. */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate('/');
  };
}
