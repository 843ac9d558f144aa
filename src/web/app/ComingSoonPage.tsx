import { Hammer } from 'lucide-react';
import { ButtonLink } from '../components/ui/Button';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Placeholder body for a screen whose feature has not landed yet; its route and guard are real. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Hammer aria-hidden="true" className="h-12 w-12 text-emerald-700" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">This part of Lendwell is coming soon.</p>
      <ButtonLink to="/" variant="secondary" className="mt-8">
        Go Home
      </ButtonLink>
    </section>
  );
}
