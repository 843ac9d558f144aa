import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import type { CreateItemInput } from '../../src/shared/schemas/items';
import {
  type BookingsContext,
  book,
  bookingById,
  bookingWorld,
  requestBooking,
  setStatus,
  setupBookingsApp,
  testClock,
} from './support/bookings';
import { cancellationPreview } from './support/cancellations';
import { depositOf } from './support/deposits';
import { kindsOf } from './support/notifications';
import { openCheckout, payLocally } from './support/payments';

/**
 * Every date rule is judged on the clock where the item is. These instants sit in the hours
 * where a Honolulu item (UTC−10), a New York item (UTC−4 in June) and the old rule ("the
 * earliest date still being lived on earth", UTC−12) disagree.
 */
const clock = testClock('2030-06-15T12:00:00.000Z');
const context: BookingsContext = setupBookingsApp({}, clock);
const { ctx } = context;

const HONOLULU: Partial<CreateItemInput> = { zipCode: '96813', city: 'Honolulu' };
const NEW_YORK: Partial<CreateItemInput> = { zipCode: '10001', city: 'New York' };

/** Sets the clock to an instant, forwards or back. */
function at(iso: string) {
  const target = new Date(iso).getTime();
  clock.advanceMinutes((target - clock.now().getTime()) / 60_000);
}

async function worldIn(place: Partial<CreateItemInput>, item: Partial<CreateItemInput> = {}) {
  at('2030-06-01T12:00:00.000Z');
  return bookingWorld(ctx, { ...place, price: 40, ...item });
}

/** A confirmed rental of an item at `place`, from June 20 to June 22. */
async function confirmedIn(place: Partial<CreateItemInput>, item: Partial<CreateItemInput> = {}) {
  const world = await worldIn(place, item);
  const booking = await book(ctx.app, world.renter.token, world.item, '2030-06-20', '2030-06-22');
  await setStatus(ctx.app, world.owner.token, booking.id, 'confirmed');
  return { ...world, booking };
}

async function requestStatus(token: string, itemId: string, fromDate: CalendarDate) {
  const toDate = addDays(fromDate, 2);
  return (await requestBooking(ctx.app, token, { itemId, fromDate, toDate })).statusCode;
}

describe("an item's time zone", () => {
  it('is found from its ZIP code and returned with the item and its bookings', async () => {
    const honolulu = await worldIn(HONOLULU);
    const newYork = await worldIn(NEW_YORK);
    expect(honolulu.item.timeZone).toBe('Pacific/Honolulu');
    expect(newYork.item.timeZone).toBe('America/New_York');
    const read = await ctx.app.inject({ url: `/api/items/${honolulu.item.id}` });
    expect(read.json().item.timeZone).toBe('Pacific/Honolulu');

    const booking = await book(
      ctx.app,
      honolulu.renter.token,
      honolulu.item,
      '2030-06-10',
      '2030-06-12',
    );
    expect(booking.items.time_zone).toBe('Pacific/Honolulu');
  });

  it("is found from its ZIP code's area when the code has no centre of its own", async () => {
    // PO box ZIP codes of Honolulu, Anchorage and Phoenix: no census centre, but an area.
    const zones = [];
    for (const zipCode of ['96801', '99510', '85001']) {
      const world = await worldIn({ zipCode });
      expect(world.item.area).toBeNull();
      zones.push(world.item.timeZone);
    }
    expect(zones).toEqual(['Pacific/Honolulu', 'America/Anchorage', 'America/Phoenix']);
  });

  it('follows the item when its owner moves it to another ZIP code', async () => {
    const world = await worldIn(HONOLULU);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${world.item.id}`,
      headers: { authorization: `Bearer ${world.owner.token}` },
      payload: {
        title: world.item.title,
        description: world.item.description,
        price: world.item.price,
        duration: world.item.duration,
        condition: world.item.condition,
        availability: world.item.availability,
        location: '350 Fifth Avenue',
        city: 'New York',
        zip_code: '10001',
        category_id: world.item.categoryId,
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().item.timeZone).toBe('America/New_York');
  });
});

describe('"today" for a new request is the date where the item is', () => {
  it('refuses yesterday in New York while Honolulu is still on it', async () => {
    const honolulu = await worldIn(HONOLULU);
    const newYork = await worldIn(NEW_YORK);
    // 04:00 on June 15 in New York, 22:00 on June 14 in Honolulu; the old rule said June 14.
    at('2030-06-15T08:00:00.000Z');
    expect(earliestTodayOnEarth(clock.now())).toBe('2030-06-14');
    expect(await requestStatus(newYork.renter.token, newYork.item.id, '2030-06-14')).toBe(400);
    expect(await requestStatus(honolulu.renter.token, honolulu.item.id, '2030-06-14')).toBe(201);
  });

  it('refuses yesterday in Honolulu once midnight has passed there', async () => {
    const honolulu = await worldIn(HONOLULU);
    // 01:00 on June 15 in Honolulu; the old rule still said June 14 (23:00 at UTC−12).
    at('2030-06-15T11:00:00.000Z');
    expect(earliestTodayOnEarth(clock.now())).toBe('2030-06-14');
    expect(await requestStatus(honolulu.renter.token, honolulu.item.id, '2030-06-14')).toBe(400);
    expect(await requestStatus(honolulu.renter.token, honolulu.item.id, '2030-06-15')).toBe(201);
  });

  it('counts the days of notice from the date where the item is', async () => {
    const honolulu = await worldIn(HONOLULU, { minNoticeDays: 1 });
    const newYork = await worldIn(NEW_YORK, { minNoticeDays: 1 });
    at('2030-06-15T08:00:00.000Z');
    // A day's notice: New York (June 15) may start June 16; Honolulu (June 14) June 15.
    expect(await requestStatus(newYork.renter.token, newYork.item.id, '2030-06-15')).toBe(400);
    expect(await requestStatus(newYork.renter.token, newYork.item.id, '2030-06-16')).toBe(201);
    expect(await requestStatus(honolulu.renter.token, honolulu.item.id, '2030-06-15')).toBe(201);
  });
});

describe('the clock moves each rental at midnight where its item is', () => {
  it('lets a request lapse once its first day has passed there, not before', async () => {
    const honolulu = await worldIn(HONOLULU);
    const newYork = await worldIn(NEW_YORK);
    const inHonolulu = await book(
      ctx.app,
      honolulu.renter.token,
      honolulu.item,
      '2030-06-15',
      '2030-06-17',
    );
    const inNewYork = await book(
      ctx.app,
      newYork.renter.token,
      newYork.item,
      '2030-06-15',
      '2030-06-17',
    );
    const statusOf = async (world: typeof honolulu, id: string) =>
      (await bookingById(ctx.app, world.renter.token, id)).status;

    // 23:59 on June 15 in New York: both still pending.
    at('2030-06-16T03:59:00.000Z');
    expect(await statusOf(newYork, inNewYork.id)).toBe('pending');
    // Midnight in New York: its request lapses; Honolulu's, at 18:00 on June 15, waits.
    at('2030-06-16T04:00:00.000Z');
    expect(await statusOf(newYork, inNewYork.id)).toBe('cancelled');
    expect(await statusOf(honolulu, inHonolulu.id)).toBe('pending');
    // Midnight in Honolulu, two hours before the old rule's.
    at('2030-06-16T10:00:00.000Z');
    expect(await statusOf(honolulu, inHonolulu.id)).toBe('cancelled');
  });

  it('marks the item Rented from midnight of the first day there, and completes the rental at midnight of the last', async () => {
    const honolulu = await confirmedIn(HONOLULU);
    const { booking } = honolulu;
    const state = async () => ({
      status: (await bookingById(ctx.app, honolulu.renter.token, booking.id)).status,
      availability: (await ctx.app.inject({ url: `/api/items/${honolulu.item.id}` })).json().item
        .availability,
    });

    at('2030-06-20T09:59:00.000Z');
    expect(await state()).toEqual({ status: 'confirmed', availability: 'Available' });
    at('2030-06-20T10:00:00.000Z');
    expect(await state()).toEqual({ status: 'confirmed', availability: 'Rented' });
    at('2030-06-22T09:59:00.000Z');
    expect(await state()).toEqual({ status: 'confirmed', availability: 'Rented' });
    at('2030-06-22T10:00:00.000Z');
    expect(await state()).toEqual({ status: 'completed', availability: 'Available' });
  });

  it('reminds both parties the day before the start where the item is', async () => {
    const honolulu = await confirmedIn(HONOLULU);
    // 23:59 on June 18 in Honolulu, though June 19 in New York and in UTC.
    at('2030-06-19T09:59:00.000Z');
    await ctx.app.services.notifications.sweep();
    expect(await kindsOf(ctx.app, honolulu.renter.token)).not.toContain('rental_starts_tomorrow');
    at('2030-06-19T10:00:00.000Z');
    await ctx.app.services.notifications.sweep();
    expect(await kindsOf(ctx.app, honolulu.renter.token)).toContain('rental_starts_tomorrow');
    expect(await kindsOf(ctx.app, honolulu.owner.token)).toContain('rental_starts_tomorrow');
  });
});

describe('deadlines counted from midnight where the item is', () => {
  async function paidIn(place: Partial<CreateItemInput>, item: Partial<CreateItemInput> = {}) {
    const world = await confirmedIn(place, item);
    const { booking } = world;
    const session = await openCheckout(ctx.app, world.renter.token, booking.id);
    const paid = await payLocally(ctx.app, session.id);
    if (paid.statusCode !== 200) throw new Error(`paying failed: ${paid.body}`);
    await ctx.app.services.outbox.runOnce();
    return world;
  }

  it("gives a flexible policy's full refund until a day before midnight there", async () => {
    const honolulu = await paidIn(HONOLULU, { cancellationPolicy: 'flexible' });
    const newYork = await paidIn(NEW_YORK, { cancellationPolicy: 'flexible' });
    // 20:00 on June 18 in Honolulu: 28 hours before its rental starts. In New York it is
    // 02:00 on June 19: 22 hours before.
    at('2030-06-19T06:00:00.000Z');
    const there = await cancellationPreview(ctx.app, honolulu.renter.token, honolulu.booking.id);
    const here = await cancellationPreview(ctx.app, newYork.renter.token, newYork.booking.id);
    expect(there.percent).toBe(100);
    expect(here.percent).toBe(0);
    // One minute past a day before midnight in Honolulu.
    at('2030-06-19T10:01:00.000Z');
    const late = await cancellationPreview(ctx.app, honolulu.renter.token, honolulu.booking.id);
    expect(late.percent).toBe(0);
  });

  it('releases a deposit 48 hours after midnight of the return day there', async () => {
    const honolulu = await paidIn(HONOLULU, { deposit: 100 });
    const newYork = await paidIn(NEW_YORK, { deposit: 100 });
    const release = async (world: typeof honolulu) =>
      (await depositOf(ctx.app, world.renter.token, world.booking.id)).deposit?.releaseAt;
    expect(await release(honolulu)).toBe('2030-06-24T10:00:00.000Z');
    expect(await release(newYork)).toBe('2030-06-24T04:00:00.000Z');
  });
});
