import { describe, expect, it } from 'vitest';
import { CONVERSATION_PAGE_SIZE } from '../../src/shared/chat';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { Conversation } from '../../src/shared/schemas/messages';
import { itemMaker } from './support/items';
import {
  insertMessages,
  readConversation,
  readConversationPage,
  sendMessage,
  unreadCount,
} from './support/messages';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function conversationsOf(token: string): Promise<Conversation[]> {
  const response = await ctx.app.inject({
    url: '/api/messages/conversations',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ conversations: Conversation[] }>().conversations;
}

/** Alex owns a drill; Jamie asks about it, and separately writes a general note. */
async function chattingNeighbours() {
  const alex = await signUp(ctx.app, { firstName: 'Alex', lastName: 'Morgan' });
  const jamie = await signUp(ctx.app, { firstName: 'Jamie', lastName: 'Rivera' });
  const drill = await itemMaker(ctx.app, ctx.uploadsDir, alex.token)({ title: 'Drill' });
  const say = (from: typeof alex, to: typeof alex, text: string, itemId: string | null) =>
    sendMessage(ctx.app, from.token, { receiverId: to.user.id, itemId, messageText: text });
  const question = await say(jamie, alex, 'Is the drill free?', drill.id);
  const answer = await say(alex, jamie, 'Yes, all week.', drill.id);
  const followUp = await say(jamie, alex, 'Great, Saturday then.', drill.id);
  const general = await say(jamie, alex, 'Thanks for the help last time!', null);
  return { alex, jamie, drill, say, sent: { question, answer, followUp, general } };
}

describe('GET /api/messages/conversations', () => {
  it('lists each partner and item pair once, newest first, with its unread count', async () => {
    const { alex, jamie, drill, sent } = await chattingNeighbours();
    const conversations = await conversationsOf(alex.token);
    expect(conversations).toEqual([
      {
        partner: { id: jamie.user.id, firstName: 'Jamie', lastName: 'R.' },
        lastMessage: {
          id: sent.general.id,
          messageText: 'Thanks for the help last time!',
          senderId: jamie.user.id,
          createdAt: sent.general.createdAt,
        },
        item: null,
        unreadCount: 1,
        blocked: false,
        blockedByYou: false,
      },
      {
        partner: expect.objectContaining({ id: jamie.user.id }),
        lastMessage: expect.objectContaining({ id: sent.followUp.id, senderId: jamie.user.id }),
        item: { id: drill.id, title: 'Drill', image_urls: drill.image_urls },
        unreadCount: 2,
        blocked: false,
        blockedByYou: false,
      },
    ]);

    const jamiesView = await conversationsOf(jamie.token);
    expect(jamiesView.map((conversation) => conversation.partner.id)).toEqual([
      alex.user.id,
      alex.user.id,
    ]);
    expect(jamiesView.map((conversation) => conversation.unreadCount)).toEqual([0, 1]);
  });

  it('moves a conversation to the top when a message arrives', async () => {
    const { alex, jamie, drill, say } = await chattingNeighbours();
    await say(alex, jamie, 'Pick it up at nine.', drill.id);
    const [top] = await conversationsOf(jamie.token);
    expect(top?.item?.id).toBe(drill.id);
    expect(top?.lastMessage.messageText).toBe('Pick it up at nine.');
  });

  it('is empty for someone who has no conversations', async () => {
    await chattingNeighbours();
    const stranger = await signUp(ctx.app);
    expect(await conversationsOf(stranger.token)).toEqual([]);
  });
});

describe('GET /api/messages/conversation/{partnerId}', () => {
  it('returns the pair’s messages oldest first, per item, general, or all', async () => {
    const { alex, jamie, drill, sent } = await chattingNeighbours();
    const ids = (list: { id: string }[]) => list.map((message) => message.id);
    const aboutDrill = await readConversation(ctx.app, alex.token, jamie.user.id, {
      itemId: drill.id,
    });
    expect(ids(aboutDrill)).toEqual([sent.question.id, sent.answer.id, sent.followUp.id]);
    expect(aboutDrill[1]).toEqual({ ...sent.answer, readAt: null });
    const general = await readConversation(ctx.app, alex.token, jamie.user.id, {
      itemId: 'general',
    });
    expect(ids(general)).toEqual([sent.general.id]);
    const all = await readConversation(ctx.app, jamie.token, alex.user.id);
    expect(ids(all)).toEqual([sent.question.id, sent.answer.id, sent.followUp.id, sent.general.id]);
  });

  it('never shows a conversation to someone outside it', async () => {
    const { alex, jamie, drill } = await chattingNeighbours();
    const stranger = await signUp(ctx.app);
    for (const partner of [alex, jamie]) {
      expect(await readConversation(ctx.app, stranger.token, partner.user.id)).toEqual([]);
      expect(
        await readConversation(ctx.app, stranger.token, partner.user.id, { itemId: drill.id }),
      ).toEqual([]);
    }
    // The stranger's reading marked nothing read for the people in it.
    expect(await unreadCount(ctx.app, alex.token)).toBe(3);
  });

  it('marks what the caller received as read, and only in the conversation read', async () => {
    const { alex, jamie, drill } = await chattingNeighbours();
    expect(await unreadCount(ctx.app, alex.token)).toBe(3);
    expect(await unreadCount(ctx.app, jamie.token)).toBe(1);

    const read = await readConversation(ctx.app, alex.token, jamie.user.id, { itemId: drill.id });
    const received = read.filter((message) => message.receiverId === alex.user.id);
    expect(received.every((message) => message.readAt !== null)).toBe(true);
    const sentByAlex = read.filter((message) => message.senderId === alex.user.id);
    expect(sentByAlex.every((message) => message.readAt === null)).toBe(true);

    expect(await unreadCount(ctx.app, alex.token)).toBe(1);
    expect((await conversationsOf(alex.token)).map((c) => c.unreadCount)).toEqual([1, 0]);
    // Jamie's unread answer is Jamie's to read.
    expect(await unreadCount(ctx.app, jamie.token)).toBe(1);

    await readConversation(ctx.app, alex.token, jamie.user.id, { itemId: 'general' });
    expect(await unreadCount(ctx.app, alex.token)).toBe(0);
  });

  it('with `after`, returns only the messages newer than that one', async () => {
    const { alex, jamie, drill, say, sent } = await chattingNeighbours();
    const query = { itemId: drill.id, after: sent.answer.id };
    const newer = await readConversation(ctx.app, alex.token, jamie.user.id, query);
    expect(newer.map((message) => message.id)).toEqual([sent.followUp.id]);

    const latest = { itemId: drill.id, after: sent.followUp.id };
    expect(await readConversation(ctx.app, alex.token, jamie.user.id, latest)).toEqual([]);
    const reply = await say(alex, jamie, 'See you then.', drill.id);
    const polled = await readConversation(ctx.app, jamie.token, alex.user.id, latest);
    expect(polled.map((message) => message.id)).toEqual([reply.id]);
  });

  it('with `before`, pages back through a long conversation and says when older ones remain', async () => {
    const alex = await signUp(ctx.app);
    const jamie = await signUp(ctx.app);
    const count = CONVERSATION_PAGE_SIZE + 5;
    const ids = await insertMessages(ctx.database.db, jamie.user.id, alex.user.id, count);
    const latest = await readConversationPage(ctx.app, alex.token, jamie.user.id);
    expect(latest.messages.map((message) => message.id)).toEqual(ids.slice(5));
    expect(latest.hasOlder).toBe(true);

    const older = await readConversationPage(ctx.app, alex.token, jamie.user.id, {
      before: ids[5] ?? '',
    });
    expect(older.messages.map((message) => message.messageText)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(older.hasOlder).toBe(false);
  });

  it('says older messages remain from one message more than a page, not at exactly a page', async () => {
    const alex = await signUp(ctx.app);
    const jamie = await signUp(ctx.app);
    await insertMessages(ctx.database.db, jamie.user.id, alex.user.id, CONVERSATION_PAGE_SIZE);
    const full = await readConversationPage(ctx.app, alex.token, jamie.user.id);
    expect(full.messages).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(full.hasOlder).toBe(false);

    const [newest] = await insertMessages(ctx.database.db, alex.user.id, jamie.user.id, 1);
    const overFull = await readConversationPage(ctx.app, alex.token, jamie.user.id);
    expect(overFull.messages).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(overFull.messages.at(-1)?.id).toBe(newest);
    expect(overFull.hasOlder).toBe(true);
  });

  it('says no older messages remain when the whole conversation fits one page', async () => {
    const { alex, jamie, drill, sent } = await chattingNeighbours();
    const page = await readConversationPage(ctx.app, alex.token, jamie.user.id, {
      itemId: drill.id,
    });
    expect(page.messages).toHaveLength(3);
    expect(page.hasOlder).toBe(false);
    const beforeAnswer = await readConversationPage(ctx.app, alex.token, jamie.user.id, {
      itemId: drill.id,
      before: sent.answer.id,
    });
    expect(beforeAnswer.messages.map((message) => message.id)).toEqual([sent.question.id]);
    expect(beforeAnswer.hasOlder).toBe(false);
  });

  it('refuses `after` and `before` together (400)', async () => {
    const { alex, jamie, sent } = await chattingNeighbours();
    const response = await ctx.app.inject({
      url: `/api/messages/conversation/${jamie.user.id}`,
      headers: bearer(alex.token),
      query: { after: sent.question.id, before: sent.followUp.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: inEnglish('chat.oneCursorOnly'),
      code: 'VALIDATION_ERROR',
      field: 'before',
    });
  });

  it('refuses a cursor that is not one of the caller’s messages (400)', async () => {
    const { alex, jamie, sent } = await chattingNeighbours();
    const stranger = await signUp(ctx.app);
    for (const field of ['after', 'before'] as const) {
      for (const [token, cursor] of [
        [alex.token, UNKNOWN_ID],
        [stranger.token, sent.answer.id],
      ] as const) {
        const response = await ctx.app.inject({
          url: `/api/messages/conversation/${jamie.user.id}`,
          headers: bearer(token),
          query: { [field]: cursor },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: inEnglish('chat.cursorNotFound'),
          code: 'VALIDATION_ERROR',
          field,
        });
      }
    }
  });

  it('answers 404 for an unknown partner and 400 for a malformed filter', async () => {
    const { alex, jamie } = await chattingNeighbours();
    for (const partnerId of [UNKNOWN_ID, 'someone']) {
      const response = await ctx.app.inject({
        url: `/api/messages/conversation/${partnerId}`,
        headers: bearer(alex.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(inEnglish('errors.userNotFound'));
    }
    const malformed: Record<string, string>[] = [
      { itemId: 'drill' },
      { after: 'latest' },
      { before: 'earliest' },
    ];
    for (const query of malformed) {
      const response = await ctx.app.inject({
        url: `/api/messages/conversation/${jamie.user.id}`,
        headers: bearer(alex.token),
        query,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
