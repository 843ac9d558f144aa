import { z } from 'zod';
import { GENERAL_CHAT, MESSAGE_MAX_LENGTH } from '../chat';
import { messages } from '../messages';

const m = messages.chat;

/** One chat message, stored and returned as plain text (never rendered as HTML). */
export interface Message {
  id: string;
  senderId: string;
  receiverId: string;
  /** null for a general conversation. */
  itemId: string | null;
  messageText: string;
  createdAt: string;
  /** When the receiver read it; null while unread. */
  readAt: string | null;
}

/** The other person of a conversation (spec §3); only people who share one see these. */
export interface ConversationPartner {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A conversation is a pair of people plus the item they write about (or none). */
export interface Conversation {
  partner: ConversationPartner;
  lastMessage: Pick<Message, 'id' | 'messageText' | 'senderId' | 'createdAt'>;
  item: { id: string; title: string; image_urls: string[] } | null;
  unreadCount: number;
}

/** The composer's text: trimmed, 1 to 2000 characters. */
export const messageTextSchema = z
  .string({ error: m.textRequired })
  .trim()
  .min(1, m.textRequired)
  .max(MESSAGE_MAX_LENGTH, m.textTooLong);

/** A general conversation may arrive as null, a missing field, '' or the route's 'general'. */
const generalOrItemId = z.preprocess(
  (value) => (value === undefined || value === '' || value === GENERAL_CHAT ? null : value),
  z.string().trim().nullable(),
);

/** POST /api/messages. The sender is always the caller. */
export const sendMessageSchema = z.object({
  receiverId: z.string({ error: m.receiverRequired }).trim().min(1, m.receiverRequired),
  itemId: generalOrItemId,
  messageText: messageTextSchema,
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

/**
 * GET /api/messages/conversation/{partnerId}. Without `itemId` every message with the partner
 * is returned; `general` keeps those about no item. `after` is the id of the newest message
 * the caller already has: only messages after it, in (createdAt, id) order, come back.
 */
export const conversationQuerySchema = z
  .object({
    itemId: z.union([z.literal(GENERAL_CHAT), z.uuid()]).optional(),
    /** Newer messages than this one: what a polling chat asks for. */
    after: z.uuid().optional(),
    /** Older messages than this one: an earlier page of a long conversation. */
    before: z.uuid().optional(),
  })
  .refine((query) => !(query.after && query.before), {
    message: messages.chat.oneCursorOnly,
    path: ['before'],
  });
export type ConversationQuery = z.output<typeof conversationQuerySchema>;

/** Where a conversation read starts: its newest messages, or next to a cursor message. */
export type ConversationCursor = { after: string } | { before: string } | undefined;

export interface ConversationMessages {
  /** Oldest first. */
  messages: Message[];
  /** Whether the conversation holds messages older than the first one of this page. */
  hasOlder: boolean;
}

export interface UnreadCount {
  count: number;
}
