import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { useAuth } from '../auth';
import { useUnreadCount } from './api';

/** Above this the badge shows '99+': the exact number stops mattering and would not fit. */
const BADGE_MAX = 99;

/** The total of unread messages while signed in, else 0. */
export function useUnreadTotal(): number {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const unread = useUnreadCount(signedIn);
  return signedIn ? (unread.data ?? 0) : 0;
}

/** A count pill; the number is read out by the label of what it sits on. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-none font-semibold text-white ${className}`}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}

/** The navbar's Messages icon with the unread total. */
export function MessagesIconLink() {
  const unread = useUnreadTotal();
  const label = messages.chat.messagesUnread(unread);
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
