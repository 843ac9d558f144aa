import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { MailboxEmail } from '../../../shared/schemas/mailbox';
import { i18n } from '../../lib/i18n';
import { formatMoment } from './api';

/**
 * One email as its recipient would see it. Its HTML runs in a sandboxed frame without scripts
 * or access to this page; links to this site are also listed here, to open in this tab.
 */
export function MailboxReader({ email }: { email: MailboxEmail }) {
  return (
    <article aria-labelledby="mailbox-subject" className="min-w-0">
      <Link
        to="/dev/mailbox"
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline lg:hidden"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {i18n._('mailbox.back')}
      </Link>
      <h2 id="mailbox-subject" className="text-xl font-semibold break-words text-slate-900">
        {email.subject}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt className="font-medium">{i18n._('mailbox.to')}</dt>
        <dd className="break-all">{email.to}</dd>
        <dt className="font-medium">{i18n._('mailbox.sent')}</dt>
        <dd>{email.sentAt ? formatMoment(email.sentAt) : i18n._('mailbox.waiting')}</dd>
      </dl>
      {email.links.length > 0 && (
        <section aria-labelledby="mailbox-links" className="mt-4">
          <h3 id="mailbox-links" className="text-sm font-semibold text-slate-900">
            {i18n._('mailbox.links')}
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {email.links.map((link) => (
              <li key={link.url} className="break-all">
                {link.sitePath ? (
                  <Link to={link.sitePath} className="text-emerald-700 underline">
                    {link.url}
                  </Link>
                ) : (
                  <a href={link.url} className="text-emerald-700 underline" rel="noreferrer">
                    {link.url}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <h3 className="mt-6 text-sm font-semibold text-slate-900">{i18n._('mailbox.htmlPart')}</h3>
      <iframe
        title={i18n._('mailbox.frameTitle', { subject: email.subject })}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={email.html}
        className="mt-2 h-[30rem] w-full rounded-xl lg:h-[36rem] border border-slate-200 bg-white"
      />
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          {i18n._('mailbox.textPart')}
        </summary>
        <pre className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 text-sm whitespace-pre-wrap text-slate-800">
          {email.text}
        </pre>
      </details>
    </article>
  );
}
