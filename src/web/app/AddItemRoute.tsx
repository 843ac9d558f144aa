import { lazy, Suspense } from 'react';
import { SignInRequired } from '../components/ui/SignInRequired';
import { LoadingScreen } from '../components/ui/Spinner';
import { useAuth } from '../features/auth/AuthContext';
import { i18n, loadNamespaces } from '../lib/i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PAGE_NAMESPACES } from './pageNamespaces';

const AddItemPage = lazy(() =>
  Promise.all([
    import('../features/items/AddItemPage'),
    loadNamespaces(PAGE_NAMESPACES['features/items/AddItemPage.tsx']),
  ]).then(([module]) => ({ default: module.AddItemPage })),
);

export function AddItemRoute() {
  const auth = useAuth();
  // Set here rather than in the page, so the sign-in notice in its place has the same title.
  useDocumentTitle('List an Item');
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <SignInRequired title="Login Required" message={i18n._('shell.signInToAdd')} />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AddItemPage />
    </Suspense>
  );
}
