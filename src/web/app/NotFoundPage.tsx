import { Compass } from 'lucide-react';
import { ButtonLink } from '../components/ui/Button';
import { i18n } from '../lib/i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFoundPage() {
  const title = i18n._('shell.pageNotFound');
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass aria-hidden="true" className="h-14 w-14 text-emerald-700" />
      <p className="mt-6 text-sm font-semibold tracking-wide text-emerald-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{i18n._('errors.notFound')}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        {i18n._('shell.goHome')}
      </ButtonLink>
    </section>
  );
}
