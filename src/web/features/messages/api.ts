import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_POLL_MS, GENERAL_CHAT } from '../../../shared/chat';
import { isUuid } from '../../../shared/ids';
import type { Item } from '../../../shared/schemas/items';
import type {
  Conversation,
  ConversationCursor,
  ConversationMessages,
  Message,
} from '../../../shared/schemas/messages';
import type { PublicUser } from '../../../shared/schemas/users';
import { ApiError, api } from '../../lib/api';
import { useFallbackPoll } from '../../lib/fallbackPolling';
import { useLiveEvent } from '../../lib/liveEvents';
import { itemKeys, userKeys } from '../../lib/queryKeys';
import { mergeMessages, newestMessageId, type PendingMessage } from './messageList';
import { INBOX_POLL_MS, messageKeys, refreshUnread } from './unread';

export function usePartner(partnerId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(partnerId ?? ''),
    queryFn: ({ signal }) =>
      api<{ user: PublicUser }>(`/users/${encodeURIComponent(partnerId ?? '')}`, { signal }),
    select: (data) => data.user,
    enabled: partnerId !== null,
  });
}

/** The item a chat is about; an id that cannot name an item is not asked for at all. */
export function useChatItem(itemId: string | null) {
  return useQuery({
    queryKey: itemKeys.detail(itemId ?? ''),
    queryFn: ({ signal }) =>
      api<{ item: Item }>(`/items/${encodeURIComponent(itemId ?? '')}`, { signal }),
    select: (data) => data.item,
    enabled: itemId !== null && isUuid(itemId),
  });
}

function conversationUrl(
  partnerId: string,
  itemId: string | null,
  cursor: ConversationCursor,
): string {
  const query = new URLSearchParams({ itemId: itemId ?? GENERAL_CHAT, ...cursor });
  return `/messages/conversation/${encodeURIComponent(partnerId)}?${query}`;
}

function fetchMessages(
  partnerId: string,
  itemId: string | null,
  cursor: ConversationCursor,
  signal?: AbortSignal,
): Promise<ConversationMessages> {
  return api<ConversationMessages>(conversationUrl(partnerId, itemId, cursor), { signal });
}

function isUnknownCursor(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.field === 'after';
}

/**
 * The conversation, read again whenever the live stream says a message between the two was
 * written, and polled every 2 s only while the stream is down. After the first load each read
 * asks only for what came after the newest message shown and appends it, so a long
 * conversation is not sent again and again. Only these reads add newer messages, so the
 * newest one shown is always a safe cursor.
 */
export function useConversationMessages(partnerId: string, itemId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = messageKeys.conversation(partnerId, itemId);
  const shown = () => queryClient.getQueryData<ConversationMessages>(queryKey);
  useLiveEvent(['message.created'], ({ payload }) => {
    if (payload.senderId !== partnerId && payload.receiverId !== partnerId) return;
    if ((payload.itemId ?? null) !== itemId) return;
    void queryClient.invalidateQueries({ queryKey });
  });
  const pollMs = useFallbackPoll(CHAT_POLL_MS);

  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<ConversationMessages> => {
      const after = newestMessageId(shown()?.messages);
      if (after) {
        try {
          const newer = await fetchMessages(partnerId, itemId, { after }, signal);
          const arrived = newer.messages;
          if (arrived.some((message) => message.senderId === partnerId)) {
            refreshUnread(queryClient);
          }
          // Read again now: older messages may have been put in front while this poll ran.
          const current = shown() ?? { messages: [], hasOlder: false };
          // The newest read says whether a block stands now; older pages stay as loaded.
          return {
            ...newer,
            hasOlder: current.hasOlder,
            messages: mergeMessages(current.messages, arrived),
          };
        } catch (error) {
          // The newest message is gone (e.g. the demo data was reset): start over from scratch.
          if (!isUnknownCursor(error)) throw error;
        }
      }
      const newest = await fetchMessages(partnerId, itemId, undefined, signal);
      refreshUnread(queryClient);
      return newest;
    },
    refetchInterval: pollMs,
    // Opening a chat always reads it at once, which also marks it read.
    staleTime: 0,
  });
}

/**
 * Loads the page before the oldest message shown and puts it in front. The list keeps its
 * newest end, so the polls' cursor is untouched.
 */
export function useOlderMessages(partnerId: string, itemId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = messageKeys.conversation(partnerId, itemId);
  return useMutation({
    mutationFn: async () => {
      const before = queryClient.getQueryData<ConversationMessages>(queryKey)?.messages[0]?.id;
      if (!before) throw new Error('there is no message to load older ones before');
      return fetchMessages(partnerId, itemId, { before });
    },
    onSuccess: (older) => {
      queryClient.setQueryData<ConversationMessages>(queryKey, (current) =>
        current
          ? {
              ...current,
              messages: mergeMessages(older.messages, current.messages),
              hasOlder: older.hasOlder,
            }
          : current,
      );
    },
  });
}

export function useSendMessage(partnerId: string, itemId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: messageKeys.send(partnerId, itemId),
    mutationFn: ({ text }: PendingMessage) =>
      api<{ message: Message }>('/messages', {
        method: 'POST',
        body: { receiverId: partnerId, itemId, messageText: text },
      }),
    // The sent message comes back through the poll rather than being appended here: the poll's
    // cursor is the newest message shown, so appending it would skip anything the partner sent
    // since the last poll. Waiting for that read keeps the pending bubble up until it arrives.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      return queryClient.invalidateQueries({
        queryKey: messageKeys.conversation(partnerId, itemId),
      });
    },
  });
}

/** Messages of this conversation still on their way to the server, oldest first. */
export function usePendingMessages(partnerId: string, itemId: string | null): PendingMessage[] {
  return useMutationState({
    filters: { mutationKey: messageKeys.send(partnerId, itemId), status: 'pending' },
    // Every mutation under this key is a send, so its variables are a PendingMessage.
    select: (mutation) => mutation.state.variables as PendingMessage,
  });
}

export function useConversations() {
  const pollMs = useFallbackPoll(INBOX_POLL_MS);
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: ({ signal }) =>
      api<{ conversations: Conversation[] }>('/messages/conversations', { signal }),
    select: (data) => data.conversations,
    refetchInterval: pollMs,
    staleTime: 0,
  });
}

/**
 * Whether the two ever wrote about this item: a listing taken off the site (its owner deleted
 * the account) keeps its conversation, while an item nobody wrote about leaves a general one.
 * Asked once; the chat then reads the conversation as usual.
 */
export function useWroteAboutItem(partnerId: string, itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['messages', 'wrote-about', partnerId, itemId] as const,
    queryFn: async ({ signal }) =>
      (await fetchMessages(partnerId, itemId, undefined, signal)).messages.length > 0,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
