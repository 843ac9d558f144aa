import type { App } from '../../../src/server/app';
import type { Message, SendMessageInput } from '../../../src/shared/schemas/messages';
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

export async function readConversation(
  app: App,
  token: string,
  partnerId: string,
  query: Record<string, string> = {},
) {
  const response = await app.inject({
    url: `/api/messages/conversation/${partnerId}`,
    headers: bearer(token),
    query,
  });
  if (response.statusCode !== 200) {
    throw new Error(`reading a conversation failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ messages: Message[] }>().messages;
}

export async function unreadCount(app: App, token: string): Promise<number> {
  const response = await app.inject({
    url: '/api/messages/unread-count',
    headers: bearer(token),
  });
  return response.json<{ count: number }>().count;
}
