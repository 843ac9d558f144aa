import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userBlocks, users } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { AccountExport } from '../../src/shared/schemas/accountData';
import type { Conversation } from '../../src/shared/schemas/messages';
import { deleteAccount, exportAccount } from './support/account';
import { insertBooking } from './support/bookingRows';
import {
  bookingById,
  bookingWorld,
  changeStatus,
  requestBooking,
  setupBookingsApp,
} from './support/bookings';
import { readConversationPage, sendMessage } from './support/messages';
import { blockedBy, blockStateWith, blockUser, postBlock, unblockUser } from './support/userBlocks';
import { bearer, signUp } from './support/users';

const { ctx, clock } = setupBookingsApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function message(app: typeof ctx.app, token: string, receiverId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(token),
    payload: { receiverId, itemId: null, messageText: 'Hello again' },
  });
}

async function conversations(token: string): Promise<Conversation[]> {
  const response = await ctx.app.inject({
    url: '/api/messages/conversations',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ conversations: Conversation[] }>().conversations;
}

describe('the block routes', () => {
  it('refuse a signed-out caller (401) before looking at the request', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/blocks' },
      { method: 'POST' as const, url: '/api/blocks', payload: { userId: 42 } },
      { method: 'DELETE' as const, url: '/api/blocks/not-an-id' },
      { method: 'GET' as const, url: '/api/blocks/with/not-an-id' },
    ];
    for (const request of requests) {
      expect((await ctx.app.inject(request)).statusCode, request.url).toBe(401);
    }
  });

  it('block once (201), again without change (200), list whom and since when', async () => {
    const { owner, renter } = await bookingWorld(ctx);
    const first = await postBlock(ctx.app, owner.token, renter.id);
    expect(first.statusCode).toBe(201);
    const blocked = first.json().blocked;
    expect(blocked).toEqual({
      id: renter.id,
      firstName: 'Jamie',
      lastName: 'Rivera',
      profileImageUrl: null,
      blockedAt: clock.now().toISOString(),
    });
    const again = await postBlock(ctx.app, owner.token, renter.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().blocked).toEqual(blocked);
    expect(await blockedBy(ctx.app, owner.token)).toEqual([blocked]);
    // The blocked person's own list holds only whom they blocked.
    expect(await blockedBy(ctx.app, renter.token)).toEqual([]);
    expect(await blockStateWith(ctx.app, owner.token, renter.id)).toEqual({
      blocked: true,
      blockedByYou: true,
    });
    expect(await blockStateWith(ctx.app, renter.token, owner.id)).toEqual({
      blocked: true,
      blockedByYou: false,
    });
  });

  it('refuse blocking oneself (400), nobody (400) and an unknown or deleted person (404)', async () => {
    const { owner } = await bookingWorld(ctx);
    const self = await postBlock(ctx.app, owner.token, owner.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      error: inEnglish('blocks.cannotBlockYourself'),
      field: 'userId',
    });
    expect((await postBlock(ctx.app, owner.token, '')).statusCode).toBe(400);
    const gone = await signUp(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone.user.id));
    for (const id of [UNKNOWN_ID, 'not-an-id', gone.user.id]) {
      const response = await postBlock(ctx.app, owner.token, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        error: inEnglish('errors.userNotFound'),
        code: 'NOT_FOUND',
      });
    }
    expect(await blockedBy(ctx.app, owner.token)).toEqual([]);
  });

  it('unblock (204), again without change, and only one’s own block', async () => {
    const { owner, renter } = await bookingWorld(ctx);
    await blockUser(ctx.app, owner.token, renter.id);
    await blockUser(ctx.app, renter.token, owner.id);
    // The renter lifting their block leaves the owner's standing.
    await unblockUser(ctx.app, renter.token, owner.id);
    await unblockUser(ctx.app, renter.token, owner.id);
    expect(await blockStateWith(ctx.app, renter.token, owner.id)).toEqual({
      blocked: true,
      blockedByYou: false,
    });
    await unblockUser(ctx.app, owner.token, renter.id);
    expect(await blockedBy(ctx.app, owner.token)).toEqual([]);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/blocks/not-an-id',
      headers: bearer(owner.token),
    });
    expect(malformed.statusCode).toBe(404);
  });
});

describe.each([
  ['the owner blocks the renter', 'owner'],
  ['the renter blocks the owner', 'renter'],
] as const)('when %s', (_name, blocker) => {
  async function world() {
    const parties = await bookingWorld(ctx);
    await sendMessage(ctx.app, parties.renter.token, {
      receiverId: parties.owner.id,
      itemId: parties.item.id,
      messageText: 'Is it free on Saturday?',
    });
    const [by, of] =
      blocker === 'owner' ? [parties.owner, parties.renter] : [parties.renter, parties.owner];
    return { ...parties, by, of };
  }

  it('neither can message the other; the conversation stays readable and says so', async () => {
    const { owner, renter, by, of } = await world();
    await blockUser(ctx.app, by.token, of.id);
    for (const [from, to] of [
      [owner, renter],
      [renter, owner],
    ] as const) {
      const refused = await message(ctx.app, from.token, to.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: inEnglish('blocks.messageRefused'),
        code: 'BLOCKED',
      });
    }
    const [blockerSees] = await conversations(by.token);
    expect(blockerSees).toMatchObject({
      partner: { id: of.id },
      lastMessage: { messageText: 'Is it free on Saturday?' },
      blocked: true,
      blockedByYou: true,
    });
    const [blockedSees] = await conversations(of.token);
    expect(blockedSees).toMatchObject({
      partner: { id: by.id },
      blocked: true,
      blockedByYou: false,
    });
    const thread = await readConversationPage(ctx.app, of.token, by.id);
    expect(thread.messages.map((sent) => sent.messageText)).toEqual(['Is it free on Saturday?']);
    expect(thread).toMatchObject({ blocked: true, blockedByYou: false });
    expect(await readConversationPage(ctx.app, by.token, of.id)).toMatchObject({
      blocked: true,
      blockedByYou: true,
    });

    await unblockUser(ctx.app, by.token, of.id);
    expect((await message(ctx.app, of.token, by.id)).statusCode).toBe(201);
    expect((await message(ctx.app, by.token, of.id)).statusCode).toBe(201);
    expect(await conversations(of.token)).toEqual([
      expect.objectContaining({ blocked: false, blockedByYou: false }),
      expect.objectContaining({ blocked: false, blockedByYou: false }),
    ]);
    expect(await readConversationPage(ctx.app, by.token, of.id)).toMatchObject({
      blocked: false,
      blockedByYou: false,
    });
  });

  it('the renter cannot request a booking of the owner’s items until it is lifted', async () => {
    const { renter, item, by, of } = await world();
    await blockUser(ctx.app, by.token, of.id);
    const dates = { itemId: item.id, fromDate: clock.day(3), toDate: clock.day(5) };
    const refused = await requestBooking(ctx.app, renter.token, dates);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: inEnglish('blocks.bookingRefused'), code: 'BLOCKED' });
    await unblockUser(ctx.app, by.token, of.id);
    expect((await requestBooking(ctx.app, renter.token, dates)).statusCode).toBe(201);
  });

  it('withdraws the requests waiting between them, as the blocker’s own step', async () => {
    const { owner, renter, item, by, of } = await world();
    const waiting = await requestBooking(ctx.app, renter.token, {
      itemId: item.id,
      fromDate: clock.day(3),
      toDate: clock.day(5),
    });
    const bookingId = waiting.json().booking.id;
    await blockUser(ctx.app, by.token, of.id);
    const after = await bookingById(ctx.app, owner.token, bookingId);
    if (blocker === 'owner') {
      expect(after).toMatchObject({ status: 'rejected' });
    } else {
      expect(after).toMatchObject({
        status: 'cancelled',
        cancellation_reason: inEnglish('blocks.withdrawnReason'),
      });
    }
    expect((await bookingById(ctx.app, renter.token, bookingId)).status).toBe(after.status);
  });

  it('a request that slipped past the block cannot be accepted, but can be rejected', async () => {
    const { owner, renter, item, by, of } = await world();
    await blockUser(ctx.app, by.token, of.id);
    const bookingId = await insertBooking(ctx.database.db, item, renter.id, 'pending');
    const accept = await changeStatus(ctx.app, owner.token, bookingId, 'confirmed');
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toEqual({ error: inEnglish('blocks.acceptRefused'), code: 'BLOCKED' });
    expect((await changeStatus(ctx.app, owner.token, bookingId, 'rejected')).statusCode).toBe(200);
  });
});

describe('blocks and the account', () => {
  it('are in the blocker’s export, and go with either account’s deletion', async () => {
    const { owner, renter, stranger } = await bookingWorld(ctx);
    const blocked = await blockUser(ctx.app, renter.token, owner.id);
    await blockUser(ctx.app, stranger.token, renter.id);
    const archive = (await exportAccount(ctx.app, renter.token)).json<AccountExport>();
    expect(archive.blockedPeople).toEqual([blocked]);
    expect((await deleteAccount(ctx.app, renter.token, 'Secret123!')).statusCode).toBe(204);
    const left = await ctx.database.db
      .select()
      .from(userBlocks)
      .where(or(eq(userBlocks.blockerId, renter.id), eq(userBlocks.blockedId, renter.id)));
    expect(left).toEqual([]);
  });
});
