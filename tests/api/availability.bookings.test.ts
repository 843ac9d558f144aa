import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, itemCalendar, outboxEvents } from '../../src/server/db/schema';
import { formatCalendarDate } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import type { Item } from '../../src/shared/schemas/items';
import { block } from './support/blocks';
import {
  book,
  bookingById,
  bookingWorld,
  changeStatus,
  requestBooking,
  setupBookingsApp,
} from './support/bookings';
import { itemInput, storedImageUrl } from './support/items';
import { openCheckout, payLocally } from './support/payments';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();

/** The request's answer for the days from `from` to `to` days ahead. */
async function request(token: string, item: Item, from: number, to: number) {
  const response = await requestBooking(ctx.app, token, {
    itemId: item.id,
    fromDate: clock.day(from),
    toDate: clock.day(to),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the owner’s rules on an item', () => {
  it('are listed with the item, and left out mean no rule', async () => {
    const { item, createItem } = await bookingWorld(ctx, {
      minRentalDays: 3,
      maxRentalDays: 14,
      minNoticeDays: 2,
    });
    expect(item).toMatchObject({ minRentalDays: 3, maxRentalDays: 14, minNoticeDays: 2 });
    const plain = await createItem();
    expect(plain).toMatchObject({ minRentalDays: null, maxRentalDays: null, minNoticeDays: null });
    const page = await ctx.app.inject({ url: `/api/items/${item.id}` });
    expect(page.json().item).toMatchObject({
      minRentalDays: 3,
      maxRentalDays: 14,
      minNoticeDays: 2,
    });
  });

  it('are taken on a new item as the add form sends them: numbers, text, and empty or null for none', async () => {
    const { owner } = await bookingWorld(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(owner.token),
      payload: {
        ...itemInput(await storedImageUrl(ctx.uploadsDir)),
        minRentalDays: '2',
        maxRentalDays: null,
        minNoticeDays: '',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().item).toMatchObject({
      minRentalDays: 2,
      maxRentalDays: null,
      minNoticeDays: null,
    });
  });

  it('change with the item (snake_case, as the update takes), kept when left out, cleared by null or empty', async () => {
    const { owner, item } = await bookingWorld(ctx, { minRentalDays: 2, minNoticeDays: 1 });
    const update = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/items/${item.id}`,
        headers: bearer(owner.token),
        payload: { title: item.title, description: item.description, price: item.price, ...body },
      });
    const kept = await update({ max_rental_days: 10 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().item).toMatchObject({
      minRentalDays: 2,
      maxRentalDays: 10,
      minNoticeDays: 1,
    });
    const cleared = await update({ min_rental_days: null, min_notice_days: '' });
    expect(cleared.json().item).toMatchObject({
      minRentalDays: null,
      maxRentalDays: 10,
      minNoticeDays: null,
    });
    const zero = await update({ min_notice_days: 0, max_rental_days: '7' });
    expect(zero.json().item).toMatchObject({ maxRentalDays: 7, minNoticeDays: 0 });
  });

  it.each([
    ['minRentalDays', 0, inEnglish('terms.minRentalDaysInvalid')],
    ['minRentalDays', 366, inEnglish('terms.minRentalDaysInvalid')],
    ['minRentalDays', 2.5, inEnglish('terms.minRentalDaysInvalid')],
    ['maxRentalDays', 0, inEnglish('terms.maxRentalDaysInvalid')],
    ['maxRentalDays', 'ten', inEnglish('terms.maxRentalDaysInvalid')],
    ['maxRentalDays', 366, inEnglish('terms.maxRentalDaysInvalid')],
    ['minNoticeDays', -1, inEnglish('terms.minNoticeDaysInvalid')],
    ['minNoticeDays', 1.5, inEnglish('terms.minNoticeDaysInvalid')],
    ['minNoticeDays', 366, inEnglish('terms.minNoticeDaysInvalid')],
  ])('refuse %s = %s on a new item (400)', async (field, value, error) => {
    const { owner } = await bookingWorld(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(owner.token),
      payload: { ...itemInput(await storedImageUrl(ctx.uploadsDir)), [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR', field });
  });

  it('refuse a minimum above the maximum, on a new item and against the stored one (400)', async () => {
    const { owner, createItem, item } = await bookingWorld(ctx, { maxRentalDays: 5 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(owner.token),
      payload: {
        ...itemInput(await storedImageUrl(ctx.uploadsDir)),
        minRentalDays: 6,
        maxRentalDays: 5,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: inEnglish('terms.rentalDaysOrder'),
      code: 'VALIDATION_ERROR',
      field: 'minRentalDays',
    });
    await createItem({ minRentalDays: 5, maxRentalDays: 5 });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
      payload: { title: item.title, description: item.description, price: 1, min_rental_days: 6 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: inEnglish('terms.rentalDaysOrder'),
      code: 'VALIDATION_ERROR',
      field: 'min_rental_days',
    });
  });
});

describe('a booking request under the owner’s rules', () => {
  it('is refused below the minimum length and allowed at it (nights of [from, to))', async () => {
    const { renter, item } = await bookingWorld(ctx, { minRentalDays: 3 });
    expect(await request(renter.token, item, 5, 7)).toEqual({
      status: 400,
      body: {
        error: 'This item is rented for at least 3 days.',
        code: 'VALIDATION_ERROR',
        field: 'toDate',
      },
    });
    expect((await request(renter.token, item, 5, 8)).status).toBe(201);
  });

  it('is refused above the maximum length and allowed at it', async () => {
    const { renter, item } = await bookingWorld(ctx, { maxRentalDays: 14 });
    expect(await request(renter.token, item, 5, 20)).toEqual({
      status: 400,
      body: {
        error: inEnglish('terms.tooLong', { days: 14 }),
        code: 'VALIDATION_ERROR',
        field: 'toDate',
      },
    });
    expect((await request(renter.token, item, 5, 19)).status).toBe(201);
  });

  it('allows a one-night rental starting today without a notice rule', async () => {
    const { renter, item } = await bookingWorld(ctx, { maxRentalDays: 1, minNoticeDays: 0 });
    expect((await request(renter.token, item, 0, 1)).status).toBe(201);
  });

  it('is refused inside the notice, naming the earliest start, and allowed on that day', async () => {
    const { renter, item } = await bookingWorld(ctx, { minNoticeDays: 2 });
    const earliest = formatCalendarDate(clock.day(2), SOURCE_LOCALE);
    for (const from of [0, 1]) {
      expect(await request(renter.token, item, from, 4)).toEqual({
        status: 400,
        body: {
          error: `The owner needs 2 days' notice: the earliest start is ${earliest}.`,
          code: 'VALIDATION_ERROR',
          field: 'fromDate',
        },
      });
    }
    expect((await request(renter.token, item, 2, 4)).status).toBe(201);
  });

  it('counts the notice from the clock’s today, which moves', async () => {
    const { renter, item } = await bookingWorld(ctx, { minNoticeDays: 3 });
    const target = clock.day(3);
    clock.advanceDays(1);
    try {
      const late = await requestBooking(ctx.app, renter.token, {
        itemId: item.id,
        fromDate: target,
        toDate: clock.day(9),
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe(
        inEnglish('terms.tooSoon', {
          days: 3,
          earliest: formatCalendarDate(clock.day(3), SOURCE_LOCALE),
        }),
      );
    } finally {
      clock.advanceDays(-1);
    }
    await book(ctx.app, renter.token, item, target, clock.day(6));
  });
});

describe('a booking request against the owner’s blocks', () => {
  it('is refused when it shares a day with a block (409), at the half-open edges too', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    await block(ctx.app, owner.token, item.id, clock.day(10), clock.day(15), 'Away');
    const refused = {
      status: 409,
      body: { error: inEnglish('availability.blockedDays'), code: 'DATES_BLOCKED' },
    };
    for (const [from, to] of [
      [9, 11],
      [14, 16],
      [10, 15],
      [11, 12],
      [5, 20],
    ]) {
      expect(await request(renter.token, item, from ?? 0, to ?? 0), `${from}–${to}`).toEqual(
        refused,
      );
    }
    // Ending the day the block starts, or starting the day it ends: no shared night.
    expect((await request(renter.token, item, 8, 10)).status).toBe(201);
    expect((await request(renter.token, item, 15, 17)).status).toBe(201);
  });

  it('pending over days the owner then blocks are declined, with the renter told; others stay pending', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    const covered = await book(ctx.app, renter.token, item, clock.day(5), clock.day(8));
    const edge = await book(ctx.app, stranger.token, item, clock.day(8), clock.day(9));
    const apart = await book(ctx.app, stranger.token, item, clock.day(12), clock.day(14));
    await block(ctx.app, owner.token, item.id, clock.day(7), clock.day(9));
    const statusOf = async (id: string) =>
      (
        await ctx.database.db
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.id, id))
      )[0]?.status;
    expect(await statusOf(covered.id)).toBe('rejected');
    expect(await statusOf(edge.id)).toBe('rejected');
    expect(await statusOf(apart.id)).toBe('pending');
    const declined = await ctx.database.db
      .select({ bookingId: outboxEvents.bookingId, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'booking.declined'));
    expect(declined.map((event) => event.bookingId).sort()).toEqual([covered.id, edge.id].sort());
    expect(declined[0]?.payload).toMatchObject({ transition: 'decline_overlapping' });
    // The one left can still be accepted.
    expect((await changeStatus(ctx.app, owner.token, apart.id, 'confirmed')).statusCode).toBe(200);
  });

  it('frees the days again once the block is removed', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const away = await block(ctx.app, owner.token, item.id, clock.day(6), clock.day(7));
    expect((await request(renter.token, item, 5, 8)).status).toBe(409);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}/blocks/${away.id}`,
      headers: bearer(owner.token),
    });
    const pending = await book(ctx.app, renter.token, item, clock.day(5), clock.day(8));
    expect((await changeStatus(ctx.app, owner.token, pending.id, 'confirmed')).statusCode).toBe(
      200,
    );
  });

  it('once the owner blocked its days, a checkout opened before cannot be paid', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 30 });
    const pending = await book(ctx.app, renter.token, item, clock.day(5), clock.day(8));
    const session = await openCheckout(ctx.app, renter.token, pending.id);
    await block(ctx.app, owner.token, item.id, clock.day(6), clock.day(7));
    await ctx.app.services.outbox.runOnce();
    const refused = await payLocally(ctx.app, session.id);
    expect(refused.statusCode).toBe(409);
    expect(await bookingById(ctx.app, renter.token, pending.id)).toMatchObject({
      status: 'rejected',
    });
    const calendar = await ctx.database.db
      .select({ kind: itemCalendar.kind })
      .from(itemCalendar)
      .where(eq(itemCalendar.itemId, item.id));
    expect(calendar).toEqual([{ kind: 'block' }]);
  });
});
