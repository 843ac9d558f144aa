import { Link } from 'react-router';
import { relativeTime } from '../../../shared/relativeTime';
import type { Notification } from '../../../shared/schemas/notifications';
import { i18n } from '../../lib/i18n';

/** One notification: it leads to what it is about, and reading it there marks it read. */
export function NotificationRow({
  notification,
  onMarkRead,
  marking,
}: {
  notification: Notification;
  onMarkRead: (id: string) => void;
  marking: boolean;
}) {
  const unread = !notification.read;
  return (
    <li
      className={`flex items-start gap-3 px-4 py-4 sm:px-5 ${unread ? 'bg-emerald-50/60' : 'bg-white'}`}
      data-testid="notification"
    >
      <span
        aria-hidden="true"
        className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-emerald-600' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={notification.linkPath}
          onClick={() => unread && onMarkRead(notification.id)}
          className="font-semibold text-slate-900 hover:text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {unread && <span className="sr-only">{i18n._('notifications.unread')}: </span>}
          {notification.title}
        </Link>
        <p className="mt-1 text-sm break-words text-slate-600">{notification.body}</p>
        <p className="mt-1 text-xs text-slate-500">
          <time dateTime={notification.createdAt}>
            {relativeTime(i18n, notification.createdAt)}
          </time>
        </p>
      </div>
      {unread && (
        <button
          type="button"
          onClick={() => onMarkRead(notification.id)}
          disabled={marking}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-emerald-700 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-60"
        >
          {i18n._('notifications.markRead')}
          <span className="sr-only">: {notification.title}</span>
        </button>
      )}
    </li>
  );
}
