import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchList,
} from '../../../shared/schemas/savedSearches';
import { api } from '../../lib/api';

import { savedSearchKeys } from './keys';

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
