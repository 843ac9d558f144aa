import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemCalendar } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { AccountExport } from '../../src/shared/schemas/accountData';
import type { Block } from '../../src/shared/schemas/availability';
import { deleteAccount, exportAccount } from './support/account';
import { block, deleteBlock, listBlocks, postBlock } from './support/blocks';
import {
  book,
  bookingWorld,
  pendingBookingWorld,
  setStatus,
  setupBookingsApp,
} from './support/bookings';
import { itemMaker } from './support/items';
import { bearer, signUp } from './support/users';

const bookingsContext = setupBookingsApp();
const { ctx, clock } = bookingsContext;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an owner’s blocked dates', () => {
  it('are added, listed earliest first, and removed by the owner', async () => {
    const { owner, item } = await bookingWorld(ctx);
    const empty = await listBlocks(ctx.app, owner.token, item.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ blocks: [] });

    const later = await block(ctx.app, owner.token, item.id, clock.day(20), clock.day(25));
    const created = await postBlock(ctx.app, owner.token, item.id, {
      fromDate: clock.day(3),
      toDate: clock.day(6),
      note: '  Away at the lake  ',
    });
    expect(created.statusCode).toBe(201);
    const away = created.json<{ block: Block }>().block;
    expect(away).toEqual({
      id: expect.any(String),
      fromDate: clock.day(3),
      toDate: clock.day(6),
      note: 'Away at the lake',
    });

    const listed = await listBlocks(ctx.app, owner.token, item.id);
    expect(listed.json()).toEqual({ blocks: [away, later] });

    const removed = await deleteBlock(ctx.app, owner.token, item.id, away.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await listBlocks(ctx.app, owner.token, item.id)).json()).toEqual({ blocks: [later] });
    const again = await deleteBlock(ctx.app, owner.token, item.id, away.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: inEnglish('availability.blockNotFound'),
      code: 'NOT_FOUND',
    });
  });

  it('leave out blocks that are over, and keep one under way', async () => {
    const { owner, item } = await bookingWorld(ctx);
    const underWay = await block(ctx.app, owner.token, item.id, clock.day(1), clock.day(4));
    await block(ctx.app, owner.token, item.id, clock.day(4), clock.day(5));
    clock.advanceDays(3);
    try {
      expect((await listBlocks(ctx.app, owner.token, item.id)).json()).toEqual({
        blocks: [underWay, expect.objectContaining({ toDate: clock.day(2) })],
      });
      clock.advanceDays(2);
      expect((await listBlocks(ctx.app, owner.token, item.id)).json()).toEqual({ blocks: [] });
    } finally {
      clock.advanceDays(-5);
    }
  });

  it('refuse a signed-out caller before reading the body (401)', async () => {
    const { item } = await bookingWorld(ctx);
    const responses = [
      await postBlock(ctx.app, undefined, item.id, { fromDate: 'never' }),
      await listBlocks(ctx.app, undefined, item.id),
      await deleteBlock(ctx.app, undefined, item.id, UNKNOWN_ID),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: inEnglish('auth.required'),
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('are the owner’s alone: anyone else is refused (403), even to read them', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const away = await block(ctx.app, owner.token, item.id, clock.day(3), clock.day(6));
    const forbidden = { error: inEnglish('availability.notOwner'), code: 'FORBIDDEN' };
    const attempts = [
      await listBlocks(ctx.app, renter.token, item.id),
      await postBlock(ctx.app, renter.token, item.id, {
        fromDate: clock.day(10),
        toDate: clock.day(12),
      }),
      await deleteBlock(ctx.app, renter.token, item.id, away.id),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect((await listBlocks(ctx.app, owner.token, item.id)).json()).toEqual({ blocks: [away] });
  });

  it('are not found for an unknown or withdrawn item, or a block of another item (404)', async () => {
    const { owner, item, createItem } = await bookingWorld(ctx);
    const other = await createItem();
    const elsewhere = await block(ctx.app, owner.token, other.id, clock.day(3), clock.day(6));
    const dates = { fromDate: clock.day(3), toDate: clock.day(6) };

    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await postBlock(ctx.app, owner.token, id, dates);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: inEnglish('items.notFound'), code: 'NOT_FOUND' });
      expect((await listBlocks(ctx.app, owner.token, id)).statusCode).toBe(404);
    }
    for (const blockId of [elsewhere.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await deleteBlock(ctx.app, owner.token, item.id, blockId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: inEnglish('availability.blockNotFound'),
        code: 'NOT_FOUND',
      });
    }

    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${other.id}`,
      headers: bearer(owner.token),
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await postBlock(ctx.app, owner.token, other.id, dates)).statusCode).toBe(404);
    expect((await listBlocks(ctx.app, owner.token, other.id)).statusCode).toBe(404);
    expect((await deleteBlock(ctx.app, owner.token, other.id, elsewhere.id)).statusCode).toBe(404);
  });

  it.each([
    ['no dates', {}, inEnglish('availability.blockDatesRequired'), 'fromDate'],
    [
      'a date that does not exist',
      { fromDate: '2031-02-30', toDate: '2031-03-02' },
      inEnglish('availability.blockDatesRequired'),
      'fromDate',
    ],
    [
      'the end before the start',
      { fromDate: 'day:5', toDate: 'day:3' },
      inEnglish('availability.blockDatesOrder'),
      'toDate',
    ],
    [
      'an empty range',
      { fromDate: 'day:5', toDate: 'day:5' },
      inEnglish('availability.blockDatesOrder'),
      'toDate',
    ],
    [
      'more than two years',
      { fromDate: 'day:1', toDate: 'day:732' },
      inEnglish('availability.blockTooLong'),
      'toDate',
    ],
    [
      'a range already over',
      { fromDate: 'day:-5', toDate: 'day:-1' },
      inEnglish('availability.blockInPast'),
      'toDate',
    ],
    [
      'a range that ends today',
      { fromDate: 'day:-5', toDate: 'day:0' },
      inEnglish('availability.blockInPast'),
      'toDate',
    ],
    [
      'a note too long',
      { fromDate: 'day:1', toDate: 'day:2', note: 'x'.repeat(201) },
      inEnglish('availability.blockNoteTooLong'),
      'note',
    ],
  ])('refuse %s (400)', async (_name, body: Record<string, string>, error, field) => {
    const { owner, item } = await bookingWorld(ctx);
    const resolved = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        value.startsWith('day:') ? clock.day(Number(value.slice(4))) : value,
      ]),
    );
    const response = await postBlock(ctx.app, owner.token, item.id, resolved);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR', field });
    expect((await listBlocks(ctx.app, owner.token, item.id)).json()).toEqual({ blocks: [] });
  });

  it('accept a block under way, and the longest one allowed', async () => {
    const { owner, item } = await bookingWorld(ctx);
    await block(ctx.app, owner.token, item.id, clock.day(-3), clock.day(1));
    await block(ctx.app, owner.token, item.id, clock.day(1), clock.day(731));
  });

  it('never overlap a confirmed rental or another block (409), but may touch them', async () => {
    const { owner, renter, item, booking } = await pendingBookingWorld(bookingsContext, {}, 5, 8);
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    await block(ctx.app, owner.token, item.id, clock.day(10), clock.day(12));
    const refused = { error: inEnglish('availability.overlapsRental'), code: 'DATES_TAKEN' };
    for (const [from, to] of [
      [4, 6],
      [7, 9],
      [5, 8],
      [1, 30],
      [11, 12],
      [9, 11],
    ]) {
      const response = await postBlock(ctx.app, owner.token, item.id, {
        fromDate: clock.day(from ?? 0),
        toDate: clock.day(to ?? 0),
      });
      expect(response.statusCode, `${from}–${to}`).toBe(409);
      expect(response.json()).toEqual(refused);
    }
    // Half-open: a block may end the day a rental starts and start the day it ends.
    await block(ctx.app, owner.token, item.id, clock.day(3), clock.day(5));
    await block(ctx.app, owner.token, item.id, clock.day(8), clock.day(10));
    await block(ctx.app, owner.token, item.id, clock.day(12), clock.day(13));
    expect((await listBlocks(ctx.app, renter.token, item.id)).statusCode).toBe(403);
  });

  it('show in the public booked dates as days taken, without the note or the kind', async () => {
    const { owner, item, booking } = await pendingBookingWorld(bookingsContext, {}, 5, 8);
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    await block(ctx.app, owner.token, item.id, clock.day(10), clock.day(12), 'Secret trip');
    // A block that ended today, written past the API (which refuses it): not shown.
    await ctx.database.db
      .insert(itemCalendar)
      .values({ itemId: item.id, kind: 'block', fromDate: clock.day(-3), toDate: clock.day(0) });

    const response = await ctx.app.inject({ url: `/api/items/${item.id}/booked-dates` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ranges: [
        { from_date: clock.day(5), to_date: clock.day(8) },
        { from_date: clock.day(10), to_date: clock.day(12) },
      ],
    });
    expect(response.body).not.toContain('Secret');
    expect(response.body).not.toContain('block');
  });

  it('drop cached pages of the item and search results when added or removed', async () => {
    const { owner, item } = await bookingWorld(ctx);
    const forget = vi.spyOn(ctx.app.services.items, 'forgetItem');
    const away = await block(ctx.app, owner.token, item.id, clock.day(3), clock.day(6));
    expect(forget).toHaveBeenCalledWith(item.id);
    forget.mockClear();
    await deleteBlock(ctx.app, owner.token, item.id, away.id);
    expect(forget).toHaveBeenCalledWith(item.id);
    forget.mockClear();
    await postBlock(ctx.app, owner.token, item.id, {
      fromDate: clock.day(6),
      toDate: clock.day(3),
    });
    expect(forget).not.toHaveBeenCalled();
  });

  it('go with the owner’s data: exported with their notes, erased with the account', async () => {
    const owner = await signUp(ctx.app);
    const { renter } = await bookingWorld(ctx);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ minRentalDays: 2 });
    // A request keeps the item as a stub after the deletion; its blocks must not stay with it.
    const request = await book(ctx.app, renter.token, item, clock.day(20), clock.day(23));
    await block(ctx.app, owner.token, item.id, clock.day(3), clock.day(6), 'Visiting my sister');

    const archive = (await exportAccount(ctx.app, owner.token)).json<AccountExport>();
    expect(archive.items).toEqual([
      expect.objectContaining({
        id: item.id,
        minRentalDays: 2,
        maxRentalDays: null,
        minNoticeDays: null,
        blocks: [{ fromDate: clock.day(3), toDate: clock.day(6), note: 'Visiting my sister' }],
      }),
    ]);

    await setStatus(ctx.app, renter.token, request.id, 'cancelled', 'Plans changed.');
    expect((await deleteAccount(ctx.app, owner.token, owner.password)).statusCode).toBe(204);
    const left = await ctx.database.db
      .select()
      .from(itemCalendar)
      .where(eq(itemCalendar.itemId, item.id));
    expect(left).toEqual([]);
  });
});
