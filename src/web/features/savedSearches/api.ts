import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchList,
} from '../../../shared/schemas/savedSearches';
import { api } from '../../lib/api';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** The signed-in person's saved searches, newest first. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api<SavedSearchList>('/saved-searches', { signal }),
    select: (data) => data.savedSearches,
    enabled,
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
