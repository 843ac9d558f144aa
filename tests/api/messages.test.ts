import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { itemMaker } from './support/items';
import { readConversation, sendMessage } from './support/messages';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function twoPeople() {
  const sender = await signUp(ctx.app, { firstName: 'Jamie', lastName: 'Rivera' });
  const receiver = await signUp(ctx.app, { firstName: 'Sam', lastName: 'Patel' });
  return { sender, receiver };
}

function post(token: string | undefined, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: token ? bearer(token) : {},
    payload,
  });
}

describe('POST /api/messages', () => {
  it('stores a trimmed message from the caller, about an item or in general (201)', async () => {
    const { sender, receiver } = await twoPeople();
    const item = await itemMaker(ctx.app, ctx.uploadsDir, receiver.token)();
    const response = await post(sender.token, {
      receiverId: receiver.user.id,
      itemId: item.id,
      messageText: '  Is the drill free on Saturday?  ',
      senderId: receiver.user.id,
    });
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message).toEqual({
      id: expect.any(String),
      senderId: sender.user.id,
      sender_id: sender.user.id,
      receiverId: receiver.user.id,
      itemId: item.id,
      item_id: item.id,
      messageText: 'Is the drill free on Saturday?',
      message_text: 'Is the drill free on Saturday?',
      createdAt: expect.any(String),
      created_at: message.createdAt,
      readAt: null,
    });

    for (const itemId of [null, undefined, '', 'general']) {
      const general = await sendMessage(ctx.app, sender.token, {
        receiverId: receiver.user.id,
        itemId,
        messageText: 'Hello',
      });
      expect(general.itemId).toBeNull();
    }
  });

  it('keeps HTML as plain text, exactly as written', async () => {
    const { sender, receiver } = await twoPeople();
    const html = '<script>alert("hi")</script><b>bold</b> & <img src=x onerror=alert(1)>';
    const sent = await sendMessage(ctx.app, sender.token, {
      receiverId: receiver.user.id,
      itemId: null,
      messageText: html,
    });
    expect(sent.messageText).toBe(html);
    const [read] = await readConversation(ctx.app, receiver.token, sender.user.id);
    expect(read?.messageText).toBe(html);
  });

  it('refuses messaging yourself (400)', async () => {
    const { sender } = await twoPeople();
    const response = await post(sender.token, {
      receiverId: sender.user.id,
      itemId: null,
      messageText: 'Note to self',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: inEnglish('chat.cannotMessageYourself'),
      code: 'VALIDATION_ERROR',
      field: 'receiverId',
    });
  });

  it('answers 404 for an unknown or malformed receiver, and an unknown item', async () => {
    const { sender, receiver } = await twoPeople();
    for (const receiverId of [UNKNOWN_ID, 'nobody']) {
      const response = await post(sender.token, { receiverId, itemId: null, messageText: 'Hi' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(inEnglish('errors.userNotFound'));
    }
    for (const itemId of [UNKNOWN_ID, 'no-such-item']) {
      const response = await post(sender.token, {
        receiverId: receiver.user.id,
        itemId,
        messageText: 'Hi',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(inEnglish('items.notFound'));
    }
  });

  it('accepts messages about an item that is no longer listed', async () => {
    const { sender, receiver } = await twoPeople();
    const item = await itemMaker(ctx.app, ctx.uploadsDir, receiver.token)();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(receiver.token),
    });
    const sent = await sendMessage(ctx.app, sender.token, {
      receiverId: receiver.user.id,
      itemId: item.id,
      messageText: 'Did you sell it?',
    });
    expect(sent.itemId).toBe(item.id);
  });

  it.each([
    ['', inEnglish('chat.textRequired')],
    ['   \n\t ', inEnglish('chat.textRequired')],
    [undefined, inEnglish('chat.textRequired')],
    ['x'.repeat(2001), inEnglish('chat.textTooLong')],
  ])('refuses the text %j (400)', async (messageText, error) => {
    const { sender, receiver } = await twoPeople();
    const response = await post(sender.token, {
      receiverId: receiver.user.id,
      itemId: null,
      messageText,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR', field: 'messageText' });
  });

  it('accepts exactly 2000 characters', async () => {
    const { sender, receiver } = await twoPeople();
    const sent = await sendMessage(ctx.app, sender.token, {
      receiverId: receiver.user.id,
      itemId: null,
      messageText: 'x'.repeat(2000),
    });
    expect(sent.messageText).toHaveLength(2000);
  });

  it('requires sign-in (401), before looking at the body', async () => {
    const response = await post(undefined, { messageText: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: inEnglish('auth.required'), code: 'UNAUTHENTICATED' });
  });
});

describe('signed-out reads', () => {
  it.each([
    '/api/messages/conversations',
    '/api/messages/unread-count',
    `/api/messages/conversation/${UNKNOWN_ID}`,
  ])('%s answers 401', async (url) => {
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });
});
