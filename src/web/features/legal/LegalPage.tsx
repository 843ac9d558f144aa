import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CalendarDate } from '../../../shared/calendarDates';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { i18n } from '../../lib/i18n';
import { formatLocale, locale } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** November 24, 2026: a legal document's date written out in full, as contracts are. */
const longDate = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' });

interface LegalPageProps {
  title: string;
  backTo: string;
  backLabel: string;
  lastUpdated?: CalendarDate;
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
        {locale === SOURCE_LOCALE ? null : (
          // The English text is the binding one; a translation only helps to read it.
          <p className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-600">
            {i18n._('legal.englishPrevails')}
          </p>
        )}
        <header className="border-b border-slate-200 pb-6">
          <div className="flex items-center gap-3">
            {icon}
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          </div>
          {lastUpdated ? (
            <p className="mt-2 text-sm text-slate-500">
              {i18n._('legal.lastUpdated', { date: longDate.format(new Date(lastUpdated)) })}
            </p>
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

/** A list of plain sentences, one message an item. */
export function LegalItems({ ids }: { ids: readonly MessageId[] }) {
  return (
    <LegalList>
      {ids.map((id) => (
        <li key={id}>{i18n._(id)}</li>
      ))}
    </LegalList>
  );
}

/** The legal documents, which refer to each other by the names the footer gives them. */
const DOCUMENTS = {
  terms: { to: '/terms-of-service', name: 'shell.terms' },
  privacy: { to: '/privacy-policy', name: 'shell.privacy' },
  disclaimer: { to: '/disclaimer', name: 'shell.disclaimer' },
} as const satisfies Record<string, { to: string; name: MessageId }>;

export type LegalDocument = keyof typeof DOCUMENTS;

/** The title of a legal document, in its own page's words. */
export const documentTitle = (document: LegalDocument) => i18n._(DOCUMENTS[document].name);

export function DocumentLink({ document }: { document: LegalDocument }) {
  return <LegalLink to={DOCUMENTS[document].to}>{documentTitle(document)}</LegalLink>;
}

/** The My data page, where people download their data and delete their account. */
export function MyDataLink() {
  return <LegalLink to="/account/data">{i18n._('legal.myData')}</LegalLink>;
}

interface LegalLinkProps {
  to: string;
  children: ReactNode;
}

function LegalLink({ to, children }: LegalLinkProps) {
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
