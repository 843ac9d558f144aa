import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Plus } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { displayName } from '../../../shared/people';
import type { PrivateUser } from '../../../shared/schemas/users';
import { Avatar } from '../../components/ui/Avatar';
import { ButtonLink } from '../../components/ui/Button';
import { useAuth } from '../../features/auth/AuthContext';
import { useSignOut } from '../../features/auth/useSignOut';
import { MessagesIconLink } from '../../features/messages/UnreadBadge';
import { NotificationBell } from '../../features/notifications';
import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { accountLinks } from './navigation';

export function Navbar() {
  const auth = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <div className="flex items-center gap-8">
          <Brand />
          <NavLink
            to="/listings"
            className="hidden text-sm font-medium text-slate-700 hover:text-emerald-700 md:block"
          >
            Browse Items
          </NavLink>
        </div>
        {/* The bell is one element at every width: two would each read and refresh its count. */}
        <div className="flex items-center gap-1 md:gap-3">
          <div className="hidden items-center gap-3 md:flex">
            {auth.status === 'loading' && <LoadingPlaceholders />}
            {auth.status === 'signedOut' && <SignedOutActions />}
            {auth.status === 'signedIn' && <SignedInActions />}
          </div>
          {auth.status === 'signedIn' && <NotificationBell />}
          {auth.status === 'signedIn' && <AccountMenu user={auth.user} />}
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}

function LoadingPlaceholders() {
  return (
    <div className="flex items-center gap-3" aria-hidden="true" data-testid="nav-loading">
      <div className="h-8 w-24 animate-pulse rounded-lg bg-slate-200" />
      <div className="h-8 w-8 animate-pulse rounded-full bg-slate-200" />
    </div>
  );
}

function SignedOutActions() {
  return (
    <>
      <ButtonLink to="/login" variant="ghost">
        Sign In
      </ButtonLink>
      <ButtonLink to="/signup">Sign Up</ButtonLink>
    </>
  );
}

function SignedInActions() {
  return (
    <>
      <ButtonLink to="/add-item">
        <Plus aria-hidden="true" className="h-4 w-4" />
        List Item
      </ButtonLink>
      <MessagesIconLink />
    </>
  );
}

function AccountMenu({ user }: { user: PrivateUser }) {
  const signOut = useSignOut();
  return (
    <Menu as="div" className="relative hidden md:block">
      <MenuButton className="flex items-center rounded-full ring-offset-2 hover:ring-2 hover:ring-emerald-200">
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
