import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import {
  book,
  bookingById,
  bookingWorld,
  changeStatus,
  itemAvailability,
  setStatus,
  setupBookingsApp,
} from './support/bookings';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
const pick = <T extends object, K extends keyof T>(value: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]]));
const sweep = () => ctx.app.services.bookings.sweep();

async function world() {
  const parties = await bookingWorld(ctx);
  const { renter, owner, item } = parties;
  const pending = await book(ctx.app, renter.token, item, clock.day(1), clock.day(3));
  const confirmed = await book(ctx.app, renter.token, item, clock.day(4), clock.day(6));
  await setStatus(ctx.app, owner.token, confirmed.id, 'confirmed');
  return { ...parties, pending, confirmed };
}

describe('time-driven booking transitions', () => {
  it('the sweep expires a pending request once its start date has passed', async () => {
    const { renter, pending } = await world();
    clock.advanceDays(1);
    await sweep();
    expect((await bookingById(ctx.app, renter.token, pending.id)).status).toBe('pending');
    clock.advanceDays(1);
    expect(await sweep()).toBe(1);
    const expired = await bookingById(ctx.app, renter.token, pending.id);
    expect(expired).toMatchObject({
      status: 'cancelled',
      cancellation_reason: inEnglish('bookings.expiredReason'),
    });
  });

  it('the sweep marks an item Rented while a confirmed booking runs, and completes it after', async () => {
    const { renter, item, confirmed } = await world();
    clock.advanceDays(4);
    await sweep();
    expect(await itemAvailability(ctx.app, item.id)).toBe('Rented');
    clock.advanceDays(1);
    expect(await sweep()).toBe(0);
    clock.advanceDays(1);
    await sweep();
    expect((await bookingById(ctx.app, renter.token, confirmed.id)).status).toBe('completed');
    expect(await itemAvailability(ctx.app, item.id)).toBe('Available');
  });

  it('listing bookings applies due transitions without waiting for the sweep', async () => {
    const { renter, owner, pending, confirmed } = await world();
    clock.advanceDays(7);
    const asOwner = await bookingById(ctx.app, owner.token, confirmed.id);
    expect(asOwner.status).toBe('completed');
    expect((await bookingById(ctx.app, renter.token, pending.id)).status).toBe('cancelled');
  });

  it('booked dates leave out finished rentals even before the sweep', async () => {
    const { item } = await world();
    const before = await ctx.app.inject({ url: `/api/items/${item.id}/booked-dates` });
    expect(before.json().ranges).toEqual([{ from_date: clock.day(4), to_date: clock.day(6) }]);
    clock.advanceDays(6);
    const after = await ctx.app.inject({ url: `/api/items/${item.id}/booked-dates` });
    expect(after.json().ranges).toEqual([]);
  });

  it('an expired request can no longer be accepted (409)', async () => {
    const { owner, pending } = await world();
    clock.advanceDays(2);
    const response = await changeStatus(ctx.app, owner.token, pending.id, 'confirmed');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_PENDING');
  });

  it('accepting a request that starts today marks the item Rented at once', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const today = await book(ctx.app, renter.token, item, clock.today(), clock.day(2));
    expect(await itemAvailability(ctx.app, item.id)).toBe('Available');
    await setStatus(ctx.app, owner.token, today.id, 'confirmed');
    expect(await itemAvailability(ctx.app, item.id)).toBe('Rented');
  });

  it("never overrides an owner's Unavailable", async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const running = await book(ctx.app, renter.token, item, clock.today(), clock.day(2));
    await setStatus(ctx.app, owner.token, running.id, 'confirmed');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
      payload: {
        ...pick(item, 'title', 'description', 'price', 'duration', 'condition', 'location', 'city'),
        category_id: item.categoryId,
        availability: 'Unavailable',
      },
    });
    expect(edit.statusCode).toBe(200);
    clock.advanceDays(3);
    await sweep();
    expect(await itemAvailability(ctx.app, item.id)).toBe('Unavailable');
  });
});
