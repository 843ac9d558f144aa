import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { APP_NAME, APP_VERSION, LEGAL_EMAIL, SUPPORT_EMAIL } from '../../../shared/constants';
import { Brand } from './Brand';

const quickLinks = [
  { to: '/listings', label: 'Browse Items' },
  { to: '/add-item', label: 'List an Item' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/inbox', label: 'Messages' },
];

const legalLinks = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Platform Disclaimer' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
              {link.label}
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
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            {APP_NAME} connects neighbours who own things with neighbours who need them. Rent tools,
            cameras, tents and more from people nearby — and earn from what you already own.
          </p>
        </div>
        <LinkColumn title="Quick Links" links={quickLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
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
          <p>
            © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
          </p>
          <p>Version {APP_VERSION}</p>
        </div>
      </div>
    </footer>
  );
}
