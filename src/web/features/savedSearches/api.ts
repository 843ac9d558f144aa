import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchList,
} from '../../../shared/schemas/savedSearches';
import { api } from '../../lib/api';
import { useLiveEvent } from '../../lib/liveEvents';
import { itemKeys } from '../../lib/queryKeys';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/**
 * The signed-in person's saved searches, newest first. Read anew whenever a view of them opens:
 * alerts written since change when each was last used.
 */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api<SavedSearchList>('/saved-searches', { signal }),
    select: (data) => data.savedSearches,
    refetchOnMount: 'always',
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) =>
      api<{ savedSearch: SavedSearch }>('/saved-searches', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/**
 * A saved search's alert means new listings: pages of listings read before it (kept for half a
 * minute) are read anew, so following the alert shows them, and so is each search's last alert.
 */
export function useSavedSearchesLive(): void {
  const queryClient = useQueryClient();
  useLiveEvent(['notification.created'], (event) => {
    if (event.payload.kind !== 'saved_search_matches') return;
    void queryClient.invalidateQueries({ queryKey: itemKeys.all });
    void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  });
}
