import { lazy, Suspense } from 'react';
import { messages } from '../../shared/messages';
import { SignInRequired } from '../components/ui/SignInRequired';
import { LoadingScreen } from '../components/ui/Spinner';
import { useAuth } from '../features/auth/AuthContext';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const AddItemPage = lazy(() =>
  import('../features/items/AddItemPage').then((module) => ({ default: module.AddItemPage })),
);

export function AddItemRoute() {
  const auth = useAuth();
  // Set here rather than in the page, so the sign-in notice in its place has the same title.
  useDocumentTitle('List an Item');
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
