import { NavLink } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { i18n } from '../../lib/i18n';

/** The account settings pages, each a tab of the same page family. */
export const accountPages = [
  { to: '/account', label: 'account.nav.emailPassword' },
  { to: '/account/notifications', label: 'account.nav.notifications' },
  { to: '/account/data', label: 'account.myData' },
  { to: '/account/blocked', label: 'account.nav.blocked' },
  { to: '/reports', label: 'account.nav.reports' },
] as const satisfies readonly { to: string; label: MessageId }[];

/**
 * Tabs between the account settings pages; the current one is marked for screen readers too.
 * Every page that shows them loads the `account` namespace.
 */
export function AccountNav() {
  // The tabs wrap on a phone: every one in sight, none behind a sideways scroll without a cue.
  return (
    <nav aria-label={i18n._('shell.settings')} className="mt-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {accountPages.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                `inline-block whitespace-nowrap rounded-t-md border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ${
                  isActive
                    ? 'border-emerald-600 text-emerald-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`
              }
            >
              {i18n._(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
