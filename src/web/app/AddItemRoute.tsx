import { lazy, Suspense } from 'react';
import { messages } from '../../shared/messages';
import { SignInRequired } from '../components/ui/SignInRequired';
import { LoadingScreen } from '../components/ui/Spinner';
import { useAuth } from '../features/auth/AuthContext';

const AddItemPage = lazy(() =>
  import('../features/items/AddItemPage').then((module) => ({ default: module.AddItemPage })),
);

export function AddItemRoute() {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <SignInRequired title="Login Required" message={messages.items.signInToAdd} />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AddItemPage />
    </Suspense>
  );
}
