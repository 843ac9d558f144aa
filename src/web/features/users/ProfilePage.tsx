import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { LoadingScreen } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useUser } from './api';
import { ProfileForm } from './ProfileForm';

export function ProfilePage() {
  const auth = useAuth();
  useDocumentTitle(i18n._('shell.profile'));
  if (auth.status !== 'signedIn') return <LoadingScreen />;
  return <SignedInProfile userId={auth.user.id} />;
}

function SignedInProfile({ userId }: { userId: string }) {
  const user = useUser(userId);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{i18n._('shell.profile')}</h1>
      <p className="mt-1 text-slate-600">{i18n._('profile.intro')}</p>
      <div className="mt-8">
        {user.isPending && <LoadingScreen />}
        {user.isError && (
          <div className="space-y-4">
            <Alert tone="error">{i18n._('profile.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => user.refetch()}>
              {i18n._('errors.retry')}
            </Button>
          </div>
        )}
        {user.isSuccess && <ProfileForm user={user.data} />}
      </div>
    </section>
  );
}
