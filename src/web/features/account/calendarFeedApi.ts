import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../../shared/schemas/calendar';
import { api } from '../../lib/api';

const feedKey = ['account', 'calendar-feed'] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api<CalendarFeedStatus>('/account/calendar-feed', { signal }),
    select: (data) => data.feed,
  });
}

/** A new link (the old one stops working); its address comes back this once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedCreated>('/account/calendar-feed', { method: 'POST' }),
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarFeedStatus>(feedKey, {
        feed: { created_at: created.feed.created_at },
      }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/account/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatus>(feedKey, { feed: null }),
  });
}
