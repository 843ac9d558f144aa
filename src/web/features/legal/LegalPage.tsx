import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

interface LegalPageProps {
  title: string;
  backTo: string;
  backLabel: string;
  lastUpdated?: string;
  icon?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

export function LegalPage({
  title,
  backTo,
  backLabel,
  lastUpdated,
  icon,
  intro,
  children,
}: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={backTo}
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-emerald-700 hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>

      <article className="mt-6">
        <header className="border-b border-slate-200 pb-6">
          <div className="flex items-center gap-3">
            {icon}
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          </div>
          {lastUpdated ? (
            <p className="mt-2 text-sm text-slate-500">Last updated: {lastUpdated}</p>
          ) : null}
          {intro ? (
            <div className="mt-4 space-y-3 text-slate-700 leading-relaxed">{intro}</div>
          ) : null}
        </header>
        <div className="wrap-break-word">{children}</div>
      </article>
    </div>
  );
}

interface LegalSectionProps {
  title: string;
  children: ReactNode;
}

export function LegalSection({ title, children }: LegalSectionProps) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-700 leading-relaxed">{children}</div>
    </section>
  );
}

export function LegalSubheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-base font-semibold text-slate-900">{children}</h3>;
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1 pl-6 marker:text-emerald-600">{children}</ul>;
}

interface LegalLinkProps {
  to: string;
  children: ReactNode;
}

export function LegalLink({ to, children }: LegalLinkProps) {
  return (
    <Link
      to={to}
      className="font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800"
    >
      {children}
    </Link>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium break-all text-emerald-700 underline underline-offset-2 hover:text-emerald-800"
    >
      {email}
    </a>
  );
}
