import { useRef } from 'react';
import { displayName } from '../../../shared/people';
import type { Item } from '../../../shared/schemas/items';
import type { PublicUser } from '../../../shared/schemas/users';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { BlockedChatNotice } from '../blocks';
import {
  useConversationMessages,
  useOlderMessages,
  usePendingMessages,
  useSendMessage,
} from './api';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { isPendingStillUnseen, newestMessageId } from './messageList';

interface ChatRoomProps {
  myId: string;
  partner: PublicUser;
  /** The item the conversation is about; null for a general one. */
  itemId: string | null;
  /** The item itself, or null when it is no longer listed (or the conversation is general). */
  item: Item | null;
}

export function ChatRoom({ myId, partner, itemId, item }: ChatRoomProps) {
  const conversation = useConversationMessages(partner.id, itemId);
  const send = useSendMessage(partner.id, itemId);
  const pending = usePendingMessages(partner.id, itemId);
  const older = useOlderMessages(partner.id, itemId);
  const nextLocalId = useRef(0);
  const shown = conversation.data?.messages ?? [];

  async function sendText(text: string) {
    nextLocalId.current += 1;
    const variables = { localId: nextLocalId.current, text, sentAfterId: newestMessageId(shown) };
    try {
      await send.mutateAsync(variables);
    } catch (error) {
      toast.error(i18n._('chat.sendFailed'), {
        // The server's reason (too many messages, too long) tells the sender what to change.
        description: error instanceof ApiError && error.reachedServer ? error.message : undefined,
      });
      throw error;
    }
  }

  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[26rem] max-w-3xl flex-col bg-white sm:my-6 sm:h-[calc(100dvh-7rem)] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-sm">
      <ChatHeader partner={partner} item={item} withdrawn={itemId !== null && item === null} />
      {conversation.isPending ? (
        <output className="flex flex-1 items-center justify-center gap-2 text-slate-500">
          <Spinner className="h-5 w-5 text-emerald-700" />
          {i18n._('shell.loading')}
        </output>
      ) : conversation.isError && !conversation.data ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-4">
          <Alert tone="error">{i18n._('chat.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => conversation.refetch()}>
            {i18n._('errors.retry')}
          </Button>
        </div>
      ) : (
        <MessageList
          messages={shown}
          pending={pending.filter((message) => isPendingStillUnseen(message, shown, myId))}
          myId={myId}
          partnerName={displayName(partner)}
          older={{
            available: conversation.data?.hasOlder ?? false,
            loading: older.isPending,
            failed: older.isError,
            load: () => older.mutate(),
          }}
        />
      )}
      {conversation.isError && conversation.data && (
        <p
          role="status"
          className="border-t border-amber-200 bg-amber-50 px-4 py-1.5 text-xs text-amber-800"
        >
          {i18n._('chat.pollFailed')}
        </p>
      )}
      {conversation.data?.blocked ? (
        <BlockedChatNotice blockedByYou={conversation.data.blockedByYou} />
      ) : (
        <Composer onSend={sendText} />
      )}
    </section>
  );
}
