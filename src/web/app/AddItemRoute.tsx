import { lazy, Suspense } from 'react';
import { SignInRequired } from '../components/ui/SignInRequired';
import { LoadingScreen } from '../components/ui/Spinner';
import { useAuth } from '../features/auth/AuthContext';
import { i18n, loadMessages } from '../lib/i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const AddItemPage = lazy(() =>
  Promise.all([
    import('../features/items/AddItemPage'),
    loadMessages('features/items/AddItemPage.tsx'),
  ]).then(([module]) => ({ default: module.AddItemPage })),
);

export function AddItemRoute() {
  const auth = useAuth();
  // Set here rather than in the page, so the sign-in notice in its place has the same title.
  useDocumentTitle(i18n._('shell.listAnItem'));
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <SignInRequired message={i18n._('shell.signInToAdd')} />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AddItemPage />
    </Suspense>
  );
}
