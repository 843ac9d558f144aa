import { LockKeyhole } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from './Button';
import { PageState } from './PageState';

/** In-page notice for screens that explain rather than redirect when signed out. */
export function SignInRequired({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  return (
    <PageState
      icon={LockKeyhole}
      iconClassName="text-emerald-700"
      title={title}
      message={message}
      action={
        <ButtonLink to="/login" state={{ from: location }} size="lg">
          Sign In
        </ButtonLink>
      }
    />
  );
}
