import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../../shared/people';
import type { PrivateUser } from '../../../shared/schemas/users';
import { Avatar } from '../../components/ui/Avatar';
import { useSignOut } from '../../features/auth/useSignOut';
import { accountLinks, accountMenuButtonClass } from './navigation';

/** The avatar's drop-down: who is signed in, the account pages and signing out. */
export function AccountMenu({ user, openAtOnce }: { user: PrivateUser; openAtOnce: boolean }) {
  const signOut = useSignOut();
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // It replaces the plain button that was pressed: it takes the focus and opens as that press
  // asked, once (an effect run twice in development must not close it again).
  useEffect(() => {
    if (!openAtOnce || opened.current) return;
    opened.current = true;
    button.current?.focus();
    button.current?.click();
  }, [openAtOnce]);

  return (
    <Menu as="div" className="relative hidden md:block">
      <MenuButton ref={button} className={accountMenuButtonClass}>
        {/* Named by hidden text, not aria-label: the initials that show are a picture of the person. */}
        <span className="sr-only">Account menu</span>
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
        {accountLinks.map(({ to, label, Icon }) => (
          <MenuItem key={to}>
            <Link
              to={to}
              className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 data-focus:bg-emerald-50 data-focus:text-emerald-900 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-emerald-600"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-slate-400" />
              {label}
            </Link>
          </MenuItem>
        ))}
        <MenuItem>
          <button
            type="button"
            onClick={signOut}
            className="flex w-full items-center gap-2 border-t border-slate-100 px-4 py-2 text-left text-sm text-red-700 data-focus:bg-red-50 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-red-600"
          >
            Sign Out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
