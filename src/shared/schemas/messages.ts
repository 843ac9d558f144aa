import { z } from 'zod';
import { GENERAL_CHAT, MESSAGE_MAX_LENGTH } from '../chat';
import { blockStateSchema } from './blocks';
import { timestampSchema } from './common';

/**
 * One chat message, stored and returned as plain text (never rendered as HTML). The
 * snake_case fields repeat the camelCase ones under the names the product specification uses.
 */
export const messageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  sender_id: z.string(),
  receiverId: z.string(),
  /** null for a general conversation. */
  itemId: z.string().nullable(),
  item_id: z.string().nullable(),
  messageText: z.string(),
  message_text: z.string(),
  createdAt: timestampSchema,
  created_at: timestampSchema,
  /** When the receiver read it; null while unread. */
  readAt: timestampSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageResponseSchema = z.object({ message: messageSchema });

/**
 * The other person of a conversation, by name only: anyone signed in may write to anyone, so a
 * partner's email here would hand every address to whoever sends a message.
 */
export const conversationPartnerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ConversationPartner = z.infer<typeof conversationPartnerSchema>;

/**
 * A conversation is a pair of people plus the item they write about (or none). `blocked`: one
 * of them blocked the other, so it stays readable but takes no new message.
 */
export const conversationSchema = blockStateSchema.extend({
  partner: conversationPartnerSchema,
  lastMessage: messageSchema.pick({
    id: true,
    messageText: true,
    senderId: true,
    createdAt: true,
  }),
  item: z.object({ id: z.string(), title: z.string(), image_urls: z.array(z.string()) }).nullable(),
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });

/** The composer's text: trimmed, 1 to 2000 characters. */
export const messageTextSchema = z
  .string({ error: 'chat.textRequired' })
  .trim()
  .min(1, 'chat.textRequired')
  .max(MESSAGE_MAX_LENGTH, 'chat.textTooLong');

/** A general conversation may arrive as null, a missing field, '' or the route's 'general'. */
const generalOrItemId = z.preprocess(
  (value) => (value === undefined || value === '' || value === GENERAL_CHAT ? null : value),
  z.string().trim().nullable(),
);

/** POST /api/messages. The sender is always the caller. */
export const sendMessageSchema = z.object({
  receiverId: z.string({ error: 'chat.receiverRequired' }).trim().min(1, 'chat.receiverRequired'),
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
    message: 'chat.oneCursorOnly',
    path: ['before'],
  });
export type ConversationQuery = z.output<typeof conversationQuerySchema>;

/** Where a conversation read starts: its newest messages, or next to a cursor message. */
export type ConversationCursor = { after: string } | { before: string } | undefined;

export const conversationMessagesSchema = blockStateSchema.extend({
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Whether the conversation holds messages older than the first one of this page. */
  hasOlder: z.boolean(),
});
export type ConversationMessages = z.infer<typeof conversationMessagesSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
