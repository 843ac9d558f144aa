import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Languages, ShieldCheck } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LOCALES } from '../../../shared/i18n/locales';
import { displayName } from '../../../shared/people';
import type { PrivateUser } from '../../../shared/schemas/users';
import { Avatar } from '../../components/ui/Avatar';
import { useSignOut } from '../../features/auth/useSignOut';
import { i18n } from '../../lib/i18n';
import { locale, ownName } from '../../lib/locale';
import { accountMenuButtonClass } from './accountMenuButtonClass';
import { useChooseLanguage } from './LanguageSwitcher';
import { accountLinks, adminLink } from './navigation';

/**
 * How the plain button was pressed: by pointer, or by the key the menu's own button opens on
 * (Enter, Space and ArrowDown on the first item, ArrowUp on the last), passed on to it.
 */
export type OpenedBy = 'pointer' | 'Enter' | 'ArrowDown' | 'ArrowUp';

/**
 * The avatar's drop-down: who is signed in, the account pages and signing out. It is mounted
 * by the press of the plain avatar button it replaces (see AccountMenuButton).
 */
export function AccountMenu({ user, openedBy }: { user: PrivateUser; openedBy: OpenedBy }) {
  const signOut = useSignOut();
  const language = useChooseLanguage();
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // It takes the focus and opens as that press asked, before the browser paints, so focus never
  // falls back to the page; once (an effect run twice in development must not close it again).
  useLayoutEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const menuButton = button.current;
    if (!menuButton) return;
    menuButton.focus();
    if (openedBy === 'pointer') {
      menuButton.click();
    } else {
      menuButton.dispatchEvent(
        new KeyboardEvent('keydown', { key: openedBy, bubbles: true, cancelable: true }),
      );
    }
  }, [openedBy]);

  return (
    <Menu as="div" className="relative hidden md:block">
      <MenuButton ref={button} className={accountMenuButtonClass}>
        {/* Named by hidden text, not aria-label: the initials that show are a picture of the person. */}
        <span className="sr-only">{i18n._('shell.accountMenu')}</span>
        <Avatar person={user} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-50 w-60 rounded-xl border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        <div className="border-b border-slate-100 px-4 py-3">
          <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        {user.role === 'admin' && (
          <MenuItem>
            <Link
              to={adminLink.to}
              className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 data-focus:bg-emerald-50 data-focus:text-emerald-900 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-emerald-600"
            >
              <ShieldCheck aria-hidden="true" className="h-4 w-4 text-slate-400" />
              {i18n._(adminLink.label)}
            </Link>
          </MenuItem>
        )}
        {accountLinks.map(({ to, label, Icon }) => (
          <MenuItem key={to}>
            <Link
              to={to}
              className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 data-focus:bg-emerald-50 data-focus:text-emerald-900 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-emerald-600"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-slate-400" />
              {i18n._(label)}
            </Link>
          </MenuItem>
        ))}
        {LOCALES.filter((each) => each !== locale).map((each) => (
          <MenuItem key={each}>
            <button
              type="button"
              lang={each}
              disabled={language.saving}
              onClick={() => void language.choose(each)}
              className="flex w-full items-center gap-2 border-t border-slate-100 px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-emerald-50 data-focus:text-emerald-900 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-emerald-600"
            >
              <Languages aria-hidden="true" className="h-4 w-4 text-slate-400" />
              {ownName(each)}
            </button>
          </MenuItem>
        ))}
        <MenuItem>
          <button
            type="button"
            onClick={signOut}
            className="flex w-full items-center gap-2 border-t border-slate-100 px-4 py-2 text-left text-sm text-red-700 data-focus:bg-red-50 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-red-600"
          >
            {i18n._('shell.signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
