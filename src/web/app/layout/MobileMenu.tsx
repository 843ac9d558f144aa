import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../../shared/people';
import { Avatar } from '../../components/ui/Avatar';
import { useAuth } from '../../features/auth/AuthContext';
import { useSignOut } from '../../features/auth/useSignOut';
import { UnreadBadge, useUnreadTotal } from '../../features/messages/UnreadBadge';
import { i18n } from '../../lib/i18n';
import { accountLinks, adminLink } from './navigation';

const linkClass =
  'block rounded-lg px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100';

export function MobileMenu() {
  const auth = useAuth();
  const signOut = useSignOut();
  const unread = useUnreadTotal();

  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  // Escape closes the menu as it closes every other pop-up; focus, if it was in the menu, goes
  // back to its button.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (container.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // A plain disclosure (a button that shows and hides a panel) needs no widget library: the
  // header is on every page's first load, and the library would be most of its code.
  return (
    <div ref={container} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen(!open)}
        className="group relative rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon aria-hidden="true" className="h-6 w-6 group-data-open:hidden" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white group-data-open:hidden"
          />
        )}
        <X aria-hidden="true" className="hidden h-6 w-6 group-data-open:block" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
        >
          <nav aria-label="Mobile" className="space-y-1">
            <Link to="/" className={linkClass} onClick={() => close()}>
              Home
            </Link>
            <Link to="/listings" className={linkClass} onClick={() => close()}>
              Browse Items
            </Link>
            {auth.status === 'signedIn' && (
              <>
                <Link to="/add-item" className={linkClass} onClick={() => close()}>
                  List Item
                </Link>
                {auth.user.role === 'admin' && (
                  <Link to={adminLink.to} className={linkClass} onClick={() => close()}>
                    {adminLink.label}
                  </Link>
                )}
                <div className="my-2 flex items-center gap-3 border-t border-slate-100 px-3 pt-3">
                  <Avatar person={auth.user} size="md" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">
                      {displayName(auth.user)}
                    </p>
                    <p className="truncate text-sm text-slate-500">{auth.user.email}</p>
                  </div>
                </div>
                {accountLinks.map(({ to, label }) => (
                  <Link
                    key={to}
                    to={to}
                    aria-label={
                      to === '/inbox'
                        ? i18n._('shell.messagesUnread', { count: unread })
                        : undefined
                    }
                    className={linkClass}
                    onClick={() => close()}
                  >
                    {/* The space keeps the count a word of its own ("Messages 3"), as it is
                          in the link's name ("Messages, 3 unread"). */}
                    {label} {to === '/inbox' && <UnreadBadge count={unread} className="ml-1" />}
                  </Link>
                ))}
                <button
                  type="button"
                  className={`${linkClass} w-full text-left text-red-700`}
                  onClick={async () => {
                    close();
                    await signOut();
                  }}
                >
                  Sign Out
                </button>
              </>
            )}
            {auth.status === 'signedOut' && (
              <div className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3">
                <Link
                  to="/login"
                  className="rounded-lg border border-slate-300 px-3 py-2 text-center font-medium text-slate-800"
                  onClick={() => close()}
                >
                  Sign In
                </Link>
                <Link
                  to="/signup"
                  className="rounded-lg bg-emerald-700 px-3 py-2 text-center font-medium text-white"
                  onClick={() => close()}
                >
                  Sign Up
                </Link>
              </div>
            )}
          </nav>
        </div>
      )}
    </div>
  );
}
