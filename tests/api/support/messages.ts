import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { messages } from '../../../src/server/db/schema';
import type {
  ConversationMessages,
  Message,
  SendMessageInput,
} from '../../../src/shared/schemas/messages';
import { bearer } from './users';

/** Sends as the token's owner through the API; fails the test unless it is stored (201). */
export async function sendMessage(app: App, token: string, payload: SendMessageInput) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(token),
    payload,
  });
  if (response.statusCode !== 201) {
    throw new Error(`sending a message failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ message: Message }>().message;
}

/** One read of a conversation as the token's owner; fails the test unless it is answered 200. */
export async function readConversationPage(
  app: App,
  token: string,
  partnerId: string,
  query: Record<string, string> = {},
): Promise<ConversationMessages> {
  const response = await app.inject({
    url: `/api/messages/conversation/${partnerId}`,
    headers: bearer(token),
    query,
  });
  if (response.statusCode !== 200) {
    throw new Error(`reading a conversation failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<ConversationMessages>();
}

export async function readConversation(
  app: App,
  token: string,
  partnerId: string,
  query: Record<string, string> = {},
): Promise<Message[]> {
  return (await readConversationPage(app, token, partnerId, query)).messages;
}

/** Written messages take the next second of a made-up clock, so that later calls are newer. */
let secondsWritten = 0;

/**
 * `count` messages from one user to another written straight into the database, a second
 * apart and each newer than any written before: a long conversation without the send limit.
 * Returns their ids, oldest first.
 */
export async function insertMessages(
  db: Db,
  senderId: string,
  receiverId: string,
  count: number,
): Promise<string[]> {
  const start = Date.UTC(2026, 0, 1) + secondsWritten * 1000;
  secondsWritten += count;
  const rows = await db
    .insert(messages)
    .values(
      Array.from({ length: count }, (_, index) => ({
        senderId,
        receiverId,
        messageText: `Message ${index + 1}`,
        createdAt: new Date(start + index * 1000),
      })),
    )
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return rows
    .sort((first, second) => first.createdAt.getTime() - second.createdAt.getTime())
    .map((row) => row.id);
}

export async function unreadCount(app: App, token: string): Promise<number> {
  const response = await app.inject({
    url: '/api/messages/unread-count',
    headers: bearer(token),
  });
  return response.json<{ count: number }>().count;
}
