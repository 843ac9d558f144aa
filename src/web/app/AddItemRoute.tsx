import { LoadingScreen } from '../components/ui/Spinner';
import { useAuth } from '../features/auth/AuthContext';
import { ComingSoonPage } from './ComingSoonPage';
import { SignInRequired } from './SignInRequired';

export function AddItemRoute() {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <SignInRequired title="Login Required" message="Please sign in to list an item." />;
  }
  return <ComingSoonPage title="List an Item" />;
}
