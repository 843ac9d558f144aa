import { blockStateOf } from '../../../shared/blocks';
import { CONVERSATION_PAGE_SIZE, GENERAL_CHAT } from '../../../shared/chat';
import { isUuid } from '../../../shared/ids';

import type {
  Conversation,
  ConversationCursor,
  ConversationMessages,
  ConversationQuery,
  Message,
  SendMessage,
  UnreadCount,
} from '../../../shared/schemas/messages';
import { AppError, badRequest, notFound } from '../../errors';
import { toConversation, toMessage } from './presenters';
import type { ConversationTopic, MessagesRepo } from './repo';

function topicOf(itemId: ConversationQuery['itemId']): ConversationTopic {
  if (itemId === undefined) return { kind: 'any' };
  return itemId === GENERAL_CHAT ? { kind: 'general' } : { kind: 'item', itemId };
}

function cursorOf(query: ConversationQuery): ConversationCursor {
  if (query.after) return { after: query.after };
  if (query.before) return { before: query.before };
  return undefined;
}

/** `now` stamps a message sent; the demo seed sets it back to replay past conversations. */
export function createMessagesService(repo: MessagesRepo, now: () => Date) {
  /** A malformed id names nobody: 404, as for an unknown one. */
  async function requireUser(id: string): Promise<void> {
    if (!isUuid(id) || !(await repo.userExists(id))) throw notFound('errors.userNotFound');
  }

  async function requireItem(id: string): Promise<void> {
    if (!isUuid(id) || !(await repo.itemExists(id))) throw notFound('items.notFound');
  }

  return {
    /** The sender is the caller; the receiver and the item, when named, must exist. */
    async send(senderId: string, input: SendMessage): Promise<Message> {
      if (input.receiverId === senderId) {
        throw badRequest('chat.cannotMessageYourself', 'receiverId');
      }
      await requireUser(input.receiverId);
      if (input.itemId !== null) await requireItem(input.itemId);
      // Both people's tabs hear of it (the sender's other tabs too), only if it is stored.
      const row = await repo.inTransaction(async (tx) => {
        if (!(await tx.acceptsMessages(input.receiverId))) {
          throw notFound('errors.userNotFound');
        }
        if (await tx.blockedEitherWay(senderId, input.receiverId)) {
          throw new AppError(403, 'BLOCKED', 'blocks.messageRefused');
        }
        const inserted = await tx.insert(
          {
            senderId,
            receiverId: input.receiverId,
            itemId: input.itemId,
            messageText: input.messageText,
          },
          now(),
        );
        await tx.publish([senderId, input.receiverId], 'message.created', {
          messageId: inserted.id,
          senderId,
          receiverId: input.receiverId,
          itemId: input.itemId,
        });
        return inserted;
      });
      return toMessage(row);
    },

    /** Each conversation says whether a block stands between the two, so none offers a composer then. */
    async conversations(userId: string): Promise<{ conversations: Conversation[] }> {
      const blocks = await repo.blocksInvolving(userId);
      const records = await repo.listConversations(userId);
      return {
        conversations: records.map((record) =>
          toConversation(record, blockStateOf(userId, record.partnerId, blocks)),
        ),
      };
    },

    /**
     * The caller's messages with the partner, oldest first; what the partner sent is marked
     * read first, so the answer shows it read. Nothing outside the pair is ever returned.
     */
    async conversation(
      userId: string,
      partnerId: string,
      query: ConversationQuery,
    ): Promise<ConversationMessages> {
      await requireUser(partnerId);
      const cursor = cursorOf(query);
      const cursorId = query.after ?? query.before;
      if (cursorId && !(await repo.isParticipant(userId, cursorId))) {
        throw badRequest('chat.cursorNotFound', query.after ? 'after' : 'before');
      }
      const topic = topicOf(query.itemId);
      await repo.inTransaction(async (tx) => {
        const marked = await tx.markRead(userId, partnerId, topic);
        // The partner sees their messages read; the reader's other tabs, fewer unread.
        if (marked > 0) {
          await tx.publish([partnerId, userId], 'messages.read', {
            readerId: userId,
            itemId: topic.kind === 'item' ? topic.itemId : null,
          });
        }
      });
      const page = await repo.listBetween(userId, partnerId, topic, cursor, CONVERSATION_PAGE_SIZE);
      // A block leaves the conversation readable; it only says that no message can be added.
      const blocks = await repo.blocksBetween(userId, partnerId);
      return {
        messages: page.rows.map(toMessage),
        hasOlder: page.hasOlder,
        ...blockStateOf(userId, partnerId, blocks),
      };
    },

    async unreadCount(userId: string): Promise<UnreadCount> {
      return { count: await repo.unreadCount(userId) };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
