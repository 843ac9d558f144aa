import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENERAL_CHAT } from '../../../shared/chat';
import type { UnreadCount } from '../../../shared/schemas/messages';
import { api } from '../../lib/api';
import { useFallbackPoll } from '../../lib/fallbackPolling';
import { useLiveEvent } from '../../lib/liveEvents';

/*
 * What every page's header needs of the messages: the unread count and what changes it. The
 * chat's own reads stay in ./api, loaded with the chat.
 */

/**
 * While the live stream is down, the inbox and the navbar badge refresh this often: often
 * enough to notice a reply, no more.
 */
export const INBOX_POLL_MS = 15_000;

export const messageKeys = {
  conversations: ['messages', 'conversations'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  /** `itemId` null is the general conversation. */
  conversation: (partnerId: string, itemId: string | null) =>
    ['messages', 'conversation', partnerId, itemId ?? GENERAL_CHAT] as const,
  send: (partnerId: string, itemId: string | null) =>
    ['messages', 'send', partnerId, itemId ?? GENERAL_CHAT] as const,
};

/** Reading a conversation marks it read on the server, so the counts elsewhere change. */
export function refreshUnread(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
  void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
}

/**
 * Counts and the inbox change when a message arrives or is read, in any conversation. Listened
 * for once per tab, however many views show a count: each listener would read them again.
 */
export function useMessagesLive(): void {
  const queryClient = useQueryClient();
  useLiveEvent(['message.created', 'messages.read'], () => refreshUnread(queryClient));
}

/** The navbar's total of unread messages; asked for only while someone is signed in. */
export function useUnreadCount(signedIn: boolean) {
  const pollMs = useFallbackPoll(INBOX_POLL_MS);
  return useQuery({
    queryKey: messageKeys.unreadCount,
    queryFn: ({ signal }) => api<UnreadCount>('/messages/unread-count', { signal }),
    select: (data) => data.count,
    refetchInterval: pollMs,
    enabled: signedIn,
  });
}
