import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Block, CreateBlock } from '../../../shared/schemas/availability';
import { api } from '../../lib/api';
import { bookingKeys, itemKeys } from '../../lib/queryKeys';

/** An item's blocked dates, as its owner sees them; no other feature reads them. */
const blockKeys = {
  forItem: (itemId: string) => ['blocks', itemId] as const,
};

const blocksPath = (itemId: string) => `/items/${encodeURIComponent(itemId)}/blocks`;

export function useBlocks(itemId: string) {
  return useQuery({
    queryKey: blockKeys.forItem(itemId),
    queryFn: ({ signal }) => api<{ blocks: Block[] }>(blocksPath(itemId), { signal }),
    select: (data) => data.blocks,
  });
}

/** After a change: the owner's list, and the days the item page greys out. */
function useRefreshCalendar(itemId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: blockKeys.forItem(itemId) }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.bookedDates(itemId) }),
      queryClient.invalidateQueries({ queryKey: itemKeys.all }),
    ]);
}

export function useCreateBlock(itemId: string) {
  const refresh = useRefreshCalendar(itemId);
  return useMutation({
    mutationFn: (input: CreateBlock) =>
      api<{ block: Block }>(blocksPath(itemId), { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteBlock(itemId: string) {
  const refresh = useRefreshCalendar(itemId);
  return useMutation({
    mutationFn: (blockId: string) =>
      api<void>(`${blocksPath(itemId)}/${encodeURIComponent(blockId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
