import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { Item } from '../../src/shared/schemas/items';
import { myBookings, pendingBookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { bearer } from './support/users';

const app = setupBookingsApp();
const { ctx } = app;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const STREET = '12 Elm Street';

function address(itemId: string, token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/items/${itemId}/address`,
    headers: token ? bearer(token) : {},
  });
}

async function publicItem(id: string): Promise<Item> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/items/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ item: Item }>().item;
}

describe("an item's street address", () => {
  it('is left out of every public read, which keeps the city and ZIP code', async () => {
    const { item } = await pendingBookingWorld(app);
    expect(item.location).toBe(STREET);

    expect(await publicItem(item.id)).toMatchObject({
      location: '',
      city: 'Springfield',
      zipCode: '62701',
    });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/items?search=drill' });
    const found = listed.json<{ items: Item[] }>().items.find((each) => each.id === item.id);
    expect(found).toMatchObject({ location: '', city: 'Springfield' });
    expect(listed.body).not.toContain(STREET);
  });

  it('is never matched by a search, of one word or several, near the item or not', async () => {
    const { item } = await pendingBookingWorld(app);
    const found = async (query: Record<string, string>) => {
      const response = await ctx.app.inject({ url: '/api/items', query });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: Item[] }>().items.map((each) => each.id);
    };
    // The item is found by its own words and its city, so the searches below could find it.
    expect(await found({ search: 'drill springfield' })).toEqual([item.id]);
    const probes: Record<string, string>[] = [
      { search: 'elm' },
      { search: '12 elm street' },
      { search: 'elm', near: '62701', radius: '1' },
      { search: 'drill elm', near: '62701' },
      { location: 'elm street' },
    ];
    for (const query of probes) {
      expect(await found(query), JSON.stringify(query)).toEqual([]);
    }
  });

  it("stays in the owner's own listings", async () => {
    const { owner, item } = await pendingBookingWorld(app);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/items/my-items',
      headers: bearer(owner.token),
    });
    expect(own.json<{ items: Item[] }>().items.map((each) => [each.id, each.location])).toEqual([
      [item.id, STREET],
    ]);
  });

  it('reaches the owner, and the renter once the owner confirms, not before', async () => {
    const { owner, renter, stranger, item, booking } = await pendingBookingWorld(app);
    const expected = { address: { location: STREET, city: 'Springfield', zipCode: '62701' } };

    expect((await address(item.id, owner.token)).json()).toEqual(expected);

    const early = await address(item.id, renter.token);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: inEnglish('bookings.addressAfterConfirmation') });
    const [pending] = await myBookings(ctx.app, renter.token, 'as_renter');
    expect(pending?.items.location).toBeNull();

    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    const confirmed = await address(item.id, renter.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(expected);
    const [held] = await myBookings(ctx.app, renter.token, 'as_renter');
    expect(held?.items.location).toBe(STREET);

    expect((await address(item.id, stranger.token)).statusCode).toBe(403);
  });

  it('is hidden again from a renter whose booking ended without a rental', async () => {
    const { owner, renter, item, booking } = await pendingBookingWorld(app);
    await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    expect((await address(item.id, renter.token)).statusCode).toBe(403);
    const [rejected] = await myBookings(ctx.app, renter.token, 'as_renter');
    expect(rejected?.items.location).toBeNull();
  });

  it('refuses a signed-out caller with 401, and answers 404 for unknown or malformed ids', async () => {
    const { owner, item } = await pendingBookingWorld(app);
    expect((await address(item.id)).statusCode).toBe(401);
    expect((await address(UNKNOWN_ID, owner.token)).statusCode).toBe(404);
    expect((await address('not-an-id', owner.token)).statusCode).toBe(404);
  });
});
