import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { asCents } from '../../src/shared/money';
import { book, bookingWorld, myBookings, setupBookingsApp } from './support/bookings';
import { itemInput, storedImageUrl } from './support/items';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
const free = setupBookingsApp({
  fees: {
    renterServiceFee: { basisPoints: 0, minimumCents: asCents(0) },
    ownerCommission: { basisPoints: 0, minimumCents: asCents(0) },
  },
});

describe('GET /api/fees', () => {
  it('tells anyone the marketplace’s fees and, by default, its bounds on booking dates', async () => {
    const response = await ctx.app.inject({ url: '/api/fees' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      renter_service_fee: { percent: 10, minimum: 1 },
      owner_commission: { percent: 5, minimum: 0 },
      booking_bounds: { max_advance_days: 365, max_rental_days: 90 },
    });
  });
});

describe('the fees, deposit and policy of a booking', () => {
  it('fixes them when the booking is requested', async () => {
    const world = await bookingWorld(ctx, {
      price: 19.99,
      deposit: 150,
      cancellationPolicy: 'moderate',
    });
    const booking = await book(ctx.app, world.renter.token, world.item, clock.day(2), clock.day(5));
    expect(booking).toMatchObject({
      total_price: 59.97,
      cancellation_policy: 'moderate',
      cancelled_by: null,
      refunded: 0,
      charges: {
        rental: 59.97,
        service_fee: 6,
        total_charged: 65.97,
        deposit: 150,
        commission: 3,
        owner_payout: 56.97,
      },
    });

    // The owner changes the item afterwards: the booking keeps what was agreed.
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${world.item.id}`,
      headers: bearer(world.owner.token),
      payload: {
        title: world.item.title,
        description: world.item.description,
        price: 30,
        category_id: world.item.categoryId,
        cancellation_policy: 'strict',
        deposit: 500,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().item).toMatchObject({ cancellationPolicy: 'strict', deposit: 500 });
    const [kept] = await myBookings(ctx.app, world.renter.token);
    expect(kept?.charges).toEqual(booking.charges);
    expect(kept?.cancellation_policy).toBe('moderate');
  });

  it('charges at least the minimum service fee', async () => {
    const world = await bookingWorld(ctx, { price: 5 });
    const booking = await book(ctx.app, world.renter.token, world.item, clock.day(2), clock.day(3));
    expect(booking.charges).toEqual({
      rental: 5,
      service_fee: 1,
      total_charged: 6,
      deposit: 0,
      commission: 0.25,
      owner_payout: 4.75,
    });
  });

  it('charges no fee when the settings turn fees off', async () => {
    const world = await bookingWorld(free.ctx, { price: 25 });
    const booking = await book(
      free.ctx.app,
      world.renter.token,
      world.item,
      free.clock.day(2),
      free.clock.day(4),
    );
    expect(booking.charges).toMatchObject({ service_fee: 0, total_charged: 50, commission: 0 });
  });
});

describe('an item’s policy and deposit', () => {
  it('default to flexible and no deposit', async () => {
    const { item } = await bookingWorld(ctx);
    expect(item).toMatchObject({ cancellationPolicy: 'flexible', deposit: 0 });
  });

  it.each([
    [{ cancellationPolicy: 'lenient' }, inEnglish('terms.policyInvalid'), 'cancellationPolicy'],
    [{ deposit: -1 }, inEnglish('terms.depositInvalid'), 'deposit'],
    [{ deposit: 10.005 }, inEnglish('terms.depositInvalid'), 'deposit'],
    [{ deposit: 'lots' }, inEnglish('terms.depositInvalid'), 'deposit'],
  ])('refuses %o (400)', async (fields, message, field) => {
    const world = await bookingWorld(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(world.owner.token),
      payload: { ...itemInput(await storedImageUrl(ctx.uploadsDir), {}), ...fields },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, field });
  });
});
