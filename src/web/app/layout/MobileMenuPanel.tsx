import { Link } from 'react-router';
import { displayName } from '../../../shared/people';
import { Avatar } from '../../components/ui/Avatar';
import { useAuth } from '../../features/auth/AuthContext';
import { useSignOut } from '../../features/auth/useSignOut';
import { UnreadBadge } from '../../features/messages/UnreadBadge';
import { i18n } from '../../lib/i18n';
import { accountLinks, adminLink } from './navigation';

const linkClass =
  'block rounded-lg px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100';

/** The phone menu's links: the site's, and the account's for someone signed in. */
export function MobileMenuPanel({
  id,
  unread,
  close,
}: {
  id: string;
  unread: number;
  close: () => void;
}) {
  const auth = useAuth();
  const signOut = useSignOut();
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
    >
      <nav aria-label={i18n._('shell.mobileNav')} className="space-y-1">
        <Link to="/" className={linkClass} onClick={() => close()}>
          {i18n._('shell.home')}
        </Link>
        <Link to="/listings" className={linkClass} onClick={() => close()}>
          {i18n._('shell.browse')}
        </Link>
        {auth.status === 'signedIn' && (
          <>
            <Link to="/add-item" className={linkClass} onClick={() => close()}>
              {i18n._('shell.listItem')}
            </Link>
            {auth.user.role === 'admin' && (
              <Link to={adminLink.to} className={linkClass} onClick={() => close()}>
                {i18n._(adminLink.label)}
              </Link>
            )}
            <div className="my-2 flex items-center gap-3 border-t border-slate-100 px-3 pt-3">
              <Avatar person={auth.user} size="md" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{displayName(auth.user)}</p>
                <p className="truncate text-sm text-slate-500">{auth.user.email}</p>
              </div>
            </div>
            {accountLinks.map(({ to, label }) => (
              <Link
                key={to}
                to={to}
                aria-label={
                  to === '/inbox' ? i18n._('shell.messagesUnread', { count: unread }) : undefined
                }
                className={linkClass}
                onClick={() => close()}
              >
                {/* The space keeps the count a word of its own ("Messages 3"), as it is
                          in the link's name ("Messages, 3 unread"). */}
                {i18n._(label)} {to === '/inbox' && <UnreadBadge count={unread} className="ml-1" />}
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
              {i18n._('shell.signOut')}
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
              {i18n._('shell.signIn')}
            </Link>
            <Link
              to="/signup"
              className="rounded-lg bg-emerald-700 px-3 py-2 text-center font-medium text-white"
              onClick={() => close()}
            >
              {i18n._('shell.signUp')}
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}
