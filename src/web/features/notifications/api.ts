import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { NotificationCategory } from '../../../shared/notifications';
import type {
  NotificationPage,
  NotificationPreference,
  NotificationPreferences,
} from '../../../shared/schemas/notifications';
import { api } from '../../lib/api';
import { useFallbackPoll } from '../../lib/fallbackPolling';
import { useLiveEvent } from '../../lib/liveEvents';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread-count'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notification-preferences'] as const,
};

/** As often as the unread messages are polled while the live stream is down. */
const UNREAD_POLL_MS = 15_000;

function refresh(queryClient: QueryClient) {
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

/** The notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      api<NotificationPage>(`/notifications?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    refetchOnWindowFocus: 'always',
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/notifications/${id}/read`, { method: 'POST' }),
    onSettled: () => refresh(queryClient),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/notifications/read-all', { method: 'POST' }),
    onSettled: () => refresh(queryClient),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api<NotificationPreferences>('/notifications/preferences', { signal }),
    select: (data) => data.preferences,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      api<NotificationPreferences>('/notifications/preferences', {
        method: 'PUT',
        body: { preferences },
      }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}

/** The email link's page: no sign-in, the token is the proof. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: { token: string; category: NotificationCategory }) =>
      api<{ category: NotificationCategory; email: false }>('/notifications/unsubscribe', {
        method: 'POST',
        body: input,
        ignoreUnauthorized: true,
      }),
  });
}
