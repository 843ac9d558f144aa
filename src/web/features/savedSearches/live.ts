import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/liveEvents';
import { itemKeys } from '../../lib/queryKeys';
import { savedSearchKeys } from './keys';

// Apart from the other hooks of saved searches: every page mounts this one, and only the pages
// that save or list searches need the rest.
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
