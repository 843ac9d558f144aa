import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge as UnreadBadge } from '../../components/ui/CountBadge';
import { i18n } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useUnreadCount } from './unread';

/** The total of unread messages while signed in, else 0. */
export function useUnreadTotal(): number {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const unread = useUnreadCount(signedIn);
  return signedIn ? (unread.data ?? 0) : 0;
}

/** The messages' badge is the shared count pill. */
export { UnreadBadge };

/** The navbar's Messages icon with the unread total. */
export function MessagesIconLink() {
  const unread = useUnreadTotal();
  const label = i18n._('shell.messagesUnread', { count: unread });
  return (
    <Link
      to="/inbox"
      aria-label={label}
      title={label}
      className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <MessageCircle aria-hidden="true" className="h-5 w-5" />
      <UnreadBadge count={unread} className="absolute -top-0.5 -right-1 ring-2 ring-white" />
    </Link>
  );
}
