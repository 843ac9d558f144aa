import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationCategory } from '../../../shared/notifications';
import type {
  NotificationPage,
  NotificationPreference,
  NotificationPreferences,
} from '../../../shared/schemas/notifications';
import { api } from '../../lib/api';
import { notificationKeys, refresh } from './unread';

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
