import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, users } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { type LiveStreamClient, openLiveStream } from './support/liveStream';
import { readConversationPage, sendMessage } from './support/messages';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
let baseUrl = '';
const streams: LiveStreamClient[] = [];

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

function stream(token: string, lastEventId?: string): LiveStreamClient {
  const opened = openLiveStream(baseUrl, token, lastEventId);
  streams.push(opened);
  return opened;
}

async function pair() {
  return { alex: await signUp(ctx.app), sam: await signUp(ctx.app) };
}

describe('GET /api/events', () => {
  it('refuses a caller without a session (401) and a client that wants no stream (406)', async () => {
    const signedOut = await ctx.app.inject({
      url: '/api/events',
      headers: { accept: 'text/event-stream' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      error: inEnglish('auth.required'),
      code: 'UNAUTHENTICATED',
    });

    const expired = openLiveStream(baseUrl, 'no-such-session');
    await expect(expired.opened).rejects.toThrow(/401/);

    const { alex } = await pair();
    const json = await ctx.app.inject({
      url: '/api/events',
      headers: { ...bearer(alex.token), accept: 'application/json' },
    });
    expect(json.statusCode).toBe(406);
    expect(json.json()).toEqual({ error: inEnglish('live.streamOnly'), code: 'NOT_ACCEPTABLE' });
  });

  it('pushes a message to both people within a second of sending', async () => {
    const { alex, sam } = await pair();
    const samStream = stream(sam.token);
    const alexStream = stream(alex.token);
    await Promise.all([samStream.opened, alexStream.opened]);

    const sentAt = performance.now();
    const message = await sendMessage(ctx.app, alex.token, {
      receiverId: sam.user.id,
      itemId: null,
      messageText: 'Is the drill free on Saturday?',
    });
    const isTheMessage = (event: { type: string; payload: Record<string, unknown> }) =>
      event.type === 'message.created' && event.payload.messageId === message.id;
    const [toSam, toAlex] = await Promise.all([
      samStream.waitFor(isTheMessage, 1_000),
      alexStream.waitFor(isTheMessage, 1_000),
    ]);
    expect(toSam.at - sentAt).toBeLessThan(1_000);
    expect(toSam.payload).toEqual({
      messageId: message.id,
      senderId: alex.user.id,
      receiverId: sam.user.id,
      itemId: null,
    });
    expect(Number(toAlex.id)).toBeGreaterThan(0);
    expect(toAlex.id).not.toBe(toSam.id);

    // Sam reads it: Alex hears that it was read, and nobody else hears anything.
    await readConversationPage(ctx.app, sam.token, alex.user.id, { itemId: 'general' });
    const isRead = (event: { type: string }) => event.type === 'messages.read';
    const [read] = await Promise.all([
      alexStream.waitFor(isRead, 1_000),
      samStream.waitFor(isRead, 1_000),
    ]);
    expect(read.payload).toEqual({ readerId: sam.user.id, itemId: null });
    expect(samStream.received.map((event) => event.type)).toEqual([
      'message.created',
      'messages.read',
    ]);
  });

  it('sends what was missed after Last-Event-ID, and nothing twice', async () => {
    const { alex, sam } = await pair();
    const first = stream(sam.token);
    await first.opened;
    const text = (messageText: string) => ({ receiverId: sam.user.id, itemId: null, messageText });
    await sendMessage(ctx.app, alex.token, text('First message'));
    const seen = await first.waitFor((event) => event.type === 'message.created');
    first.close();

    const missed = [
      await sendMessage(ctx.app, alex.token, text('Sent while you were away')),
      await sendMessage(ctx.app, alex.token, text('And another one')),
    ];
    const again = stream(sam.token, seen.id);
    await again.opened;
    await again.waitFor((event) => event.payload.messageId === missed[1]?.id);
    expect(again.received.map((event) => event.payload.messageId)).toEqual(
      missed.map((message) => message.id),
    );
  });

  it('catches up on an event that committed after a later one the tab already had', async () => {
    const { alex, sam } = await pair();
    const db = ctx.database.db;
    // A transaction that takes its id now and commits late.
    const [reserved] = await db
      .select({ id: sql<string>`nextval(pg_get_serial_sequence('live_events', 'id'))::text` })
      .from(users)
      .limit(1);
    const lateId = reserved?.id;
    const first = stream(sam.token);
    await first.opened;
    await sendMessage(ctx.app, alex.token, {
      receiverId: sam.user.id,
      itemId: null,
      messageText: 'Committed first, with the higher id',
    });
    const seen = await first.waitFor((event) => event.type === 'message.created');
    expect(Number(seen.id)).toBeGreaterThan(Number(lateId));
    first.close();

    await db.execute(sql`insert into live_events (id, user_id, type, payload)
      overriding system value
      values (${lateId}, ${sam.user.id}, 'booking.changed', ${JSON.stringify({ late: true })}::jsonb)`);
    const again = stream(sam.token, seen.id);
    const late = await again.waitFor((event) => event.type === 'booking.changed');
    expect(late).toMatchObject({ id: lateId, payload: { late: true } });
    expect(again.received.map((event) => event.id)).toEqual([lateId]);
  });

  it('tells a tab whose Last-Event-ID it does not know to read everything again', async () => {
    const { alex, sam } = await pair();
    await sendMessage(ctx.app, alex.token, {
      receiverId: sam.user.id,
      itemId: null,
      messageText: 'An event that belongs to Sam',
    });
    const [samsEvent] = await ctx.database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.userId, sam.user.id));
    // Alex may not resume from Sam's event, nor from one that never existed.
    for (const cursor of [String(samsEvent?.id), '999999']) {
      const resumed = stream(alex.token, cursor);
      await resumed.opened;
      await expect.poll(() => resumed.resyncs(), { timeout: 5_000 }).toBe(1);
      expect(resumed.received).toEqual([]);
    }
  });
});
