import { publicLastNameOf } from '../../../shared/publicName';
import type { BlockState } from '../../../shared/schemas/blocks';
import type { Conversation, Message } from '../../../shared/schemas/messages';
import type { MessageRow } from '../../db/schema';
import type { ConversationRecord } from './repo';

export function toMessage(row: MessageRow): Message {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    senderId: row.senderId,
    sender_id: row.senderId,
    receiverId: row.receiverId,
    itemId: row.itemId,
    item_id: row.itemId,
    messageText: row.messageText,
    message_text: row.messageText,
    createdAt,
    created_at: createdAt,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function toConversation(record: ConversationRecord, block: BlockState): Conversation {
  return {
    partner: {
      id: record.partnerId,
      firstName: record.partnerFirstName,
      // Anyone may write to anyone, so a conversation shows no more than a public read would.
      lastName: publicLastNameOf({ lastName: record.partnerLastName }),
    },
    lastMessage: {
      id: record.lastMessageId,
      messageText: record.lastMessageText,
      senderId: record.lastMessageSenderId,
      createdAt: record.lastMessageAt.toISOString(),
    },
    item:
      record.itemId && record.itemTitle !== null
        ? { id: record.itemId, title: record.itemTitle, image_urls: record.itemImageUrls ?? [] }
        : null,
    unreadCount: record.unreadCount,
    ...block,
  };
}
