import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useFallbackPoll } from '../../lib/fallbackPolling';
import { useLiveEvent } from '../../lib/liveEvents';

/*
 * What every page's header needs of the notifications: the bell's count and what changes it.
 * The notifications' own pages read the rest through ./api, loaded with them.
 */

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread-count'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notification-preferences'] as const,
};

/** As often as the unread messages are polled while the live stream is down. */
const UNREAD_POLL_MS = 15_000;

export function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/**
 * Keeps every notification view fresh: the live stream says when something changed. Listened
 * for once per tab, however many views show notifications: each listener would read them again.
 * While the stream is down the count is polled, and focusing the tab again reads anew.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  useLiveEvent(['notification.created', 'notifications.read'], () => refresh(queryClient));
}

/** The unread count of the bell; only asked for while signed in. */
export function useUnreadNotifications(enabled: boolean) {
  const pollMs = useFallbackPoll(UNREAD_POLL_MS);
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api<{ count: number }>('/notifications/unread-count', { signal }),
    select: (data) => data.count,
    enabled,
    refetchInterval: pollMs,
    refetchOnWindowFocus: 'always',
  });
}
