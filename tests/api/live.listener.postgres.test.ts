import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/server/db/schema';
import { itemMaker } from './support/items';
import { openLiveStream } from './support/liveStream';
import { sendMessage } from './support/messages';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

/** Ends the session that LISTENs, as a PostgreSQL restart or a failover would. */
async function dropListeningConnection(): Promise<void> {
  const ended = await ctx.database.db
    .select({ ended: sql<boolean>`pg_terminate_backend(pid)` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`);
  expect(ended.map((row) => row.ended)).toEqual([true]);
}

describe('the LISTEN connection, lost and back', () => {
  it('lets open streams catch up on what was committed while it was down', async () => {
    const alex = await signUp(ctx.app);
    const sam = await signUp(ctx.app);
    const stream = openLiveStream(baseUrl, sam.token);
    try {
      await stream.opened;
      const text = (messageText: string) => ({
        receiverId: sam.user.id,
        itemId: null,
        messageText,
      });
      await sendMessage(ctx.app, alex.token, text('Before'));
      await stream.waitFor((event) => event.type === 'message.created');

      await dropListeningConnection();
      const missed = await sendMessage(ctx.app, alex.token, text('While nobody listened'));
      await stream.waitFor((event) => event.payload.messageId === missed.id, 5_000);
    } finally {
      stream.close();
    }
  });

  it('drops every cached item page, since announcements may have been lost', async () => {
    const owner = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Kayak' });
    const title = async () =>
      (await ctx.app.inject({ url: `/api/items/${item.id}` })).json<{ item: { title: string } }>()
        .item.title;
    expect(await title()).toBe('Kayak');

    await dropListeningConnection();
    // Another process's edit, whose announcement nobody here heard.
    await ctx.database.db.update(items).set({ title: 'Sea kayak' }).where(eq(items.id, item.id));
    await expect.poll(title, { timeout: 3_000 }).toBe('Sea kayak');
  });
});
