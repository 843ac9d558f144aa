import { Bell, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMarkAllRead, useMarkRead, useNotifications } from './api';
import { NotificationRow } from './NotificationRow';

/** Placeholder rows while the list loads; they stand for nothing, so fixed keys are right. */
const SKELETON_KEYS = ['first', 'second', 'third'];

/** /notifications: everything the signed-in person was told, newest first. */
export function NotificationsPage() {
  useDocumentTitle(i18n._('notifications.pageTitle'));
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const pages = list.data?.pages ?? [];
  const notifications = pages.flatMap((page) => page.notifications);
  const unreadCount = pages[0]?.unreadCount ?? 0;
  const failed = markRead.isError || markAllRead.isError;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {i18n._('notifications.pageTitle')}
          </h1>
          <Link
            to="/account/notifications"
            className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 hover:underline"
          >
            <Settings aria-hidden="true" className="h-4 w-4" />
            {i18n._('notifications.settingsLink')}
          </Link>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => markAllRead.mutate()}
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
        >
          {i18n._('notifications.markAllRead')}
        </Button>
      </div>
      <div className="mt-6 space-y-4">
        {failed && <Alert tone="error">{i18n._('notifications.markFailed')}</Alert>}
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{i18n._('notifications.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => list.refetch()}>
              {i18n._('errors.retry')}
            </Button>
          </div>
        ) : notifications.length === 0 ? (
          <EmptyState icon={Bell} title={i18n._('notifications.empty')}>
            {i18n._('notifications.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {notifications.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  onMarkRead={(id) => markRead.mutate(id)}
                  marking={markRead.isPending && markRead.variables === notification.id}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="text-center">
                <Button
                  variant="secondary"
                  onClick={() => list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {i18n._('notifications.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <output className="block divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      <span className="sr-only">{i18n._('shell.loading')}</span>
      {SKELETON_KEYS.map((key) => (
        <div key={key} aria-hidden="true" className="animate-pulse space-y-2 px-5 py-4">
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-3 w-2/3 rounded bg-slate-200" />
        </div>
      ))}
    </output>
  );
}
