import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, items, payments } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { Item, ItemsPage } from '../../src/shared/schemas/items';
import { book, bookingById, bookingWorld, setupBookingsApp } from './support/bookings';
import {
  openCheckout,
  payLocally,
  requestCheckout,
  sessionStatus,
  storedPayment,
} from './support/payments';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();

async function storedPriceCents(itemId: string): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ priceCents: items.priceCents })
    .from(items)
    .where(eq(items.id, itemId));
  return row?.priceCents;
}

async function storedTotalCents(bookingId: string): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ totalCents: bookings.totalCents })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.totalCents;
}

async function browse(query: Record<string, string>): Promise<ItemsPage> {
  const response = await ctx.app.inject({ url: '/api/items', query });
  expect(response.statusCode).toBe(200);
  return response.json<ItemsPage>();
}

const titles = (page: ItemsPage) => page.items.map((item) => item.title);

describe('money from the API to the database and back', () => {
  it('keeps 19.99 exact from the item to the booking total and the checkout amount', async () => {
    const { renter, item } = await bookingWorld(ctx, { price: 19.99 });
    expect(item.price).toBe(19.99);
    expect(await storedPriceCents(item.id)).toBe(1999);

    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(4));
    expect(booking.total_price).toBe(59.97);
    expect(booking.items.price).toBe(19.99);
    expect(await storedTotalCents(booking.id)).toBe(5997);

    // The card pays the rental and the 10 % service fee (599.7 cents, rounded up to 600).
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    const { payment, local } = await storedPayment(ctx.database.db, session.id);
    expect(payment?.amountCents).toBe(6597);
    expect(local?.amountCents).toBe(6597);

    expect((await payLocally(ctx.app, session.id)).statusCode).toBe(200);
    expect((await sessionStatus(ctx.app, renter.token, session.id)).amount).toBe(65.97);
    expect((await bookingById(ctx.app, renter.token, booking.id)).total_price).toBe(59.97);
  });

  it('multiplies cents by units: 0.10 an hour for two days is 4.80', async () => {
    const { renter, item } = await bookingWorld(ctx, { price: 0.1, duration: 'hour' });
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(3));
    expect(booking.total_price).toBe(4.8);
    expect(await storedTotalCents(booking.id)).toBe(480);
  });

  it('holds a total past a 32-bit integer of cents: the highest hourly price for a day', async () => {
    const { renter, item } = await bookingWorld(ctx, { price: 1_000_000, duration: 'hour' });
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(2));
    expect(booking.total_price).toBe(24_000_000);
    expect(await storedTotalCents(booking.id)).toBe(2_400_000_000);

    // More than one card payment may take: refused plainly, with no payment row left behind.
    const checkout = await requestCheckout(ctx.app, renter.token, booking.id);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({
      error: inEnglish('payments.tooLargeForCard'),
      code: 'TOO_LARGE_FOR_CARD',
    });
    expect(
      await ctx.database.db.select().from(payments).where(eq(payments.bookingId, booking.id)),
    ).toEqual([]);
  });

  it('takes a card payment of the largest amount a card may pay', async () => {
    // $909,090.90 and its 10 % service fee ($90,909.09) make $999,999.99.
    const { renter, item } = await bookingWorld(ctx, { price: 909090.9, duration: 'week' });
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(2));
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    expect((await storedPayment(ctx.database.db, session.id)).payment?.amountCents).toBe(
      99_999_999,
    );
  });

  it('stores an edited price in cents and answers it as a decimal', async () => {
    const { owner, item } = await bookingWorld(ctx, { price: 12.5 });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
      payload: { title: item.title, description: item.description, price: '1234.56' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ item: Item }>().item.price).toBe(1234.56);
    expect(await storedPriceCents(item.id)).toBe(123456);
  });

  it('keeps the largest price exact', async () => {
    const { item } = await bookingWorld(ctx, { price: 999999.99 });
    expect(item.price).toBe(999999.99);
    expect(await storedPriceCents(item.id)).toBe(99999999);
  });
});

describe('price filters and sorting in cents', () => {
  async function threeItems() {
    const { createItem } = await bookingWorld(ctx, { title: 'Ladder', price: 10 });
    await createItem({ title: 'Drill', price: 10.01 });
    await createItem({ title: 'Tent', price: 9.99 });
  }

  it('compares filters between cents as the decimal numbers they are', async () => {
    await threeItems();
    expect(titles(await browse({ minPrice: '10', sort: 'price_asc' }))).toEqual([
      'Ladder',
      'Drill',
    ]);
    expect(titles(await browse({ minPrice: '10.001', sort: 'price_asc' }))).toEqual(['Drill']);
    expect(titles(await browse({ maxPrice: '10.009', sort: 'price_asc' }))).toEqual([
      'Tent',
      'Ladder',
    ]);
    expect(titles(await browse({ minPrice: '9.995', maxPrice: '10.005' }))).toEqual(['Ladder']);
  });

  it('answers filters past any storable price without an error', async () => {
    await threeItems();
    expect((await browse({ minPrice: '1e30' })).total).toBe(0);
    expect((await browse({ maxPrice: '1e30' })).total).toBe(3);
    expect((await browse({ minPrice: '21474836.47' })).total).toBe(0);
  });

  it('sorts by price in cents either way', async () => {
    await threeItems();
    const descending = await browse({ sort: 'price_desc' });
    expect(descending.items.map((item) => item.price)).toEqual([10.01, 10, 9.99]);
  });
});
