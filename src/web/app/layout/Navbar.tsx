import { Plus } from 'lucide-react';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { useAuth } from '../../features/auth/AuthContext';
import { MessagesIconLink } from '../../features/messages/UnreadBadge';
import { NotificationBell } from '../../features/notifications';
import { i18n } from '../../lib/i18n';
import { AccountMenuButton } from './AccountMenuButton';
import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';

export function Navbar() {
  const auth = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={i18n._('shell.mainNav')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <div className="flex items-center gap-8">
          <Brand />
          <NavLink
            to="/listings"
            className="hidden text-sm font-medium text-slate-700 hover:text-emerald-700 md:block"
          >
            {i18n._('shell.browse')}
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
          {auth.status === 'signedIn' && <AccountMenuButton user={auth.user} />}
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
        {i18n._('shell.signIn')}
      </ButtonLink>
      <ButtonLink to="/signup">{i18n._('shell.signUp')}</ButtonLink>
    </>
  );
}

function SignedInActions() {
  return (
    <>
      <ButtonLink to="/add-item">
        <Plus aria-hidden="true" className="h-4 w-4" />
        {i18n._('shell.listItem')}
      </ButtonLink>
      <MessagesIconLink />
    </>
  );
}
