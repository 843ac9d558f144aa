import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { APP_VERSION, LEGAL_EMAIL, SUPPORT_EMAIL } from '../../../shared/constants';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { i18n } from '../../lib/i18n';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';

type FooterLink = { to: string; label: MessageId };

const quickLinks: FooterLink[] = [
  { to: '/listings', label: 'shell.browse' },
  { to: '/add-item', label: 'shell.listAnItem' },
  { to: '/dashboard', label: 'shell.dashboard' },
  { to: '/inbox', label: 'shell.messages' },
];

const legalLinks: FooterLink[] = [
  { to: '/terms-of-service', label: 'shell.terms' },
  { to: '/privacy-policy', label: 'shell.privacy' },
  { to: '/disclaimer', label: 'shell.disclaimer' },
];

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Brand inverted />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{i18n._('shell.about')}</p>
        </div>
        <LinkColumn title={i18n._('shell.quickLinks')} links={quickLinks} />
        <LinkColumn title={i18n._('shell.legal')} links={legalLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {i18n._('shell.contact')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {[SUPPORT_EMAIL, LEGAL_EMAIL].map((mailbox) => (
              <li key={mailbox}>
                <a
                  href={`mailto:${mailbox}`}
                  className="inline-flex items-center gap-2 text-slate-300 hover:text-white"
                >
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  {mailbox}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{i18n._('shell.copyright', { year: new Date().getFullYear() })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageSwitcher />
            <p>{i18n._('shell.version', { version: APP_VERSION })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
