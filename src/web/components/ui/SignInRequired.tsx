import { LockKeyhole } from 'lucide-react';
import { useLocation } from 'react-router';
import { i18n } from '../../lib/i18n';
import { ButtonLink } from './Button';
import { PageState } from './PageState';

/**
 * In-page notice for screens that explain rather than redirect when signed out, under the
 * shell's general title unless the page gives its own.
 */
export function SignInRequired({ title, message }: { title?: string; message: string }) {
  const location = useLocation();
  return (
    <PageState
      icon={LockKeyhole}
      iconClassName="text-emerald-700"
      title={title ?? i18n._('shell.loginRequired')}
      message={message}
      action={
        <ButtonLink to="/login" state={{ from: location }} size="lg">
          {i18n._('shell.signIn')}
        </ButtonLink>
      }
    />
  );
}
