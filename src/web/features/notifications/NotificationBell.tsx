import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '../../components/ui/CountBadge';
import { i18n } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useUnreadNotifications } from './unread';

/** The navbar's bell: the unread notifications, in its badge and its accessible name. */
export function NotificationBell() {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const unread = useUnreadNotifications(signedIn);
  const count = signedIn ? (unread.data ?? 0) : 0;
  const label = i18n._('shell.notificationsUnread', { count: count });
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} className="absolute -top-0.5 -right-1 ring-2 ring-white" />
    </Link>
  );
}
