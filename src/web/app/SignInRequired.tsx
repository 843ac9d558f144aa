import { LockKeyhole } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../components/ui/Button';

/** In-page notice for screens that explain rather than redirect when signed out. */
export function SignInRequired({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <LockKeyhole aria-hidden="true" className="h-12 w-12 text-emerald-700" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <ButtonLink to="/login" state={{ from: location }} size="lg" className="mt-8">
        Sign In
      </ButtonLink>
    </section>
  );
}
