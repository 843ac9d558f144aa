import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedPeople, BlockedPerson, BlockState } from '../../../shared/schemas/blocks';
import { api } from '../../lib/api';
import { bookingKeys, messagesRootKey } from '../../lib/queryKeys';

/** Blocks between the signed-in person and others: whom they blocked, and one person's state. */
export const blockKeys = {
  all: ['blocks'] as const,
  list: ['blocks', 'list'] as const,
  with: (userId: string) => ['blocks', 'with', userId] as const,
};

/** Whom the signed-in person blocked, newest first. */
export function useBlockedPeople() {
  return useQuery({
    queryKey: blockKeys.list,
    queryFn: ({ signal }) => api<BlockedPeople>('/blocks', { signal }),
    select: (data) => data.blocked,
    refetchOnMount: 'always',
  });
}

/** How the signed-in person stands with someone; asked only when `enabled` (signed in, not oneself). */
export function useBlockState(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: blockKeys.with(userId),
    queryFn: ({ signal }) =>
      api<BlockState>(`/blocks/with/${encodeURIComponent(userId)}`, { signal }),
    enabled,
  });
}

/**
 * Blocking and unblocking change what conversations offer and what bookings are possible: the
 * blocks, every chat and the bookings (withdrawn requests) are read again.
 */
function useBlockChange<T>(change: (userId: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockKeys.all }),
        queryClient.invalidateQueries({ queryKey: messagesRootKey }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
}

export function useBlock() {
  return useBlockChange((userId: string) =>
    api<{ blocked: BlockedPerson }>('/blocks', { method: 'POST', body: { userId } }),
  );
}

export function useUnblock() {
  return useBlockChange((userId: string) =>
    api<void>(`/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
}
