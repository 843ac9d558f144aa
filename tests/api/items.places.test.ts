import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataBackfills, items, users } from '../../src/server/db/schema';
import { backfillCoordinates } from '../../src/server/features/places';
import type { Item } from '../../src/shared/schemas/items';
import { itemInput, itemMaker, storedImageUrl } from './support/items';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();

// The Census gazetteer's centres of these ZIP Code Tabulation Areas (2021).
const SPRINGFIELD_62701 = { latitude: 39.800544, longitude: -89.648894 };
const CHATHAM_62629 = { latitude: 39.677477, longitude: -89.716922 };

async function stored(itemId: string) {
  const [row] = await ctx.database.db
    .select({ latitude: items.latitude, longitude: items.longitude })
    .from(items)
    .where(eq(items.id, itemId));
  return row;
}

async function storedZone(itemId: string) {
  const [row] = await ctx.database.db
    .select({ timeZone: items.timeZone })
    .from(items)
    .where(eq(items.id, itemId));
  return row?.timeZone;
}

async function storedPerson(userId: string) {
  const [row] = await ctx.database.db
    .select({ latitude: users.latitude, longitude: users.longitude })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function updateItem(token: string, item: Item, zipCode: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/items/${item.id}`,
    headers: bearer(token),
    payload: {
      title: item.title,
      description: item.description,
      price: item.price,
      location: item.location,
      city: item.city,
      zip_code: zipCode,
      category_id: item.categoryId,
    },
  });
}

function profile(zipCode: string) {
  return {
    firstName: 'Sam',
    lastName: 'Patel',
    phone: '5559876543',
    location: JSON.stringify({ address: '1 Main St', city: 'Springfield', zipCode }),
  };
}

describe('an item’s area', () => {
  it('is its ZIP code’s centre when listed, and follows a new ZIP code', async () => {
    const owner = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ zipCode: '62701' });
    expect(item.area).toEqual(SPRINGFIELD_62701);
    expect(await stored(item.id)).toEqual(SPRINGFIELD_62701);
    // The street address is never part of it.
    expect(item.area).not.toHaveProperty('location');

    const moved = await updateItem(owner.token, item, '62629');
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ item: Item }>().item.area).toEqual(CHATHAM_62629);
    expect(await stored(item.id)).toEqual(CHATHAM_62629);
  });

  it('is cleared when the ZIP code becomes unknown or empty', async () => {
    const owner = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ zipCode: '62701' });

    // 00000 is no ZIP Code Tabulation Area.
    const unknown = await updateItem(owner.token, item, '00000');
    expect(unknown.json<{ item: Item }>().item.area).toBeNull();
    expect(await stored(item.id)).toEqual({ latitude: null, longitude: null });

    await updateItem(owner.token, item, '62629');
    const emptied = await updateItem(owner.token, item, '');
    expect(emptied.json<{ item: Item }>().item.area).toBeNull();
  });

  it('reads a ZIP+4 code by its first five digits, and an item without one has no area', async () => {
    const owner = await signUp(ctx.app);
    const make = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
    expect((await make({ zipCode: '62701-1234' })).area).toEqual(SPRINGFIELD_62701);
    expect((await make({ zipCode: '' })).area).toBeNull();
  });

  it('shows the owner’s rules for a request as stored', async () => {
    const owner = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)();
    expect(item).toMatchObject({ minRentalDays: null, maxRentalDays: null, minNoticeDays: null });
    await ctx.database.db
      .update(items)
      .set({ minRentalDays: 2, maxRentalDays: 14, minNoticeDays: 3 })
      .where(eq(items.id, item.id));
    const page = await ctx.app.inject({ url: '/api/items?sort=newest' });
    expect(page.json<{ items: Item[] }>().items[0]).toMatchObject({
      id: item.id,
      minRentalDays: 2,
      maxRentalDays: 14,
      minNoticeDays: 3,
    });
  });
});

describe('a person’s coordinates', () => {
  it('are their ZIP code’s centre when the profile is written, cleared for an unknown one', async () => {
    const person = await signUp(ctx.app);
    expect(await storedPerson(person.user.id)).toEqual({ latitude: null, longitude: null });

    const located = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${person.user.id}`,
      headers: bearer(person.token),
      payload: profile('62629'),
    });
    expect(located.statusCode).toBe(200);
    expect(await storedPerson(person.user.id)).toEqual(CHATHAM_62629);

    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${person.user.id}`,
      headers: bearer(person.token),
      payload: profile('00000'),
    });
    expect(unknown.statusCode).toBe(200);
    expect(await storedPerson(person.user.id)).toEqual({ latitude: null, longitude: null });
  });
});

describe('the coordinates backfill', () => {
  it('gives rows written without coordinates their centre, once, and leaves unknown ZIP codes null', async () => {
    const owner = await signUp(ctx.app);
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const make = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
    const known = await make(itemInput(imageUrl, { zipCode: '62701' }));
    const unknown = await make(itemInput(imageUrl, { zipCode: '00000' }));
    await ctx.database.db.execute(
      sql`update items set latitude = null, longitude = null, time_zone = 'UTC' where id = ${known.id}`,
    );
    await ctx.database.db
      .update(users)
      .set({
        location: JSON.stringify({ address: '7 Maple Court', city: 'Chatham', zipCode: '62629' }),
      })
      .where(eq(users.id, owner.user.id));

    expect(await backfillCoordinates(ctx.database.db)).toMatchObject({ items: 1, users: 1 });
    expect(await stored(known.id)).toEqual(SPRINGFIELD_62701);
    // An item given its centre gets the zone there with it.
    expect(await storedZone(known.id)).toBe('America/Chicago');
    expect(await stored(unknown.id)).toEqual({ latitude: null, longitude: null });
    expect(await storedPerson(owner.user.id)).toEqual(CHATHAM_62629);

    // A second run finds nothing left to write.
    expect(await backfillCoordinates(ctx.database.db)).toEqual({
      items: 0,
      users: 0,
      timeZones: 0,
    });
  });

  it('walks more rows than one batch holds', async () => {
    const owner = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ zipCode: '62629' });
    await ctx.database.db.execute(sql`
      insert into items (owner_id, title, description, price_cents, location, city, zip_code,
                         category_id, image_urls, time_zone)
      select owner_id, title || ' ' || n, description, price_cents, location, city, zip_code,
             category_id, image_urls, time_zone
      from items, generate_series(1, 1200) as n where id = ${item.id}`);
    expect(await backfillCoordinates(ctx.database.db)).toMatchObject({ items: 1200, users: 0 });
    const [left] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(items)
      .where(sql`${items.latitude} is null`);
    expect(left?.count).toBe(0);
  });

  it('places each item in the time zone at its centre, once', async () => {
    const owner = await signUp(ctx.app);
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const make = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
    const honolulu = await make(itemInput(imageUrl, { zipCode: '96813' }));
    const springfield = await make(itemInput(imageUrl, { zipCode: '62701' }));
    const unknown = await make(itemInput(imageUrl, { zipCode: '00000' }));
    // As the migration left the items written before zones existed.
    await ctx.database.db.execute(sql`update items set time_zone = 'America/New_York'`);
    await ctx.database.db.delete(dataBackfills);

    const { timeZones } = await backfillCoordinates(ctx.database.db);
    expect(timeZones).toBeGreaterThanOrEqual(2);
    expect(await storedZone(honolulu.id)).toBe('Pacific/Honolulu');
    expect(await storedZone(springfield.id)).toBe('America/Chicago');
    expect(await storedZone(unknown.id)).toBe('America/New_York');

    // Done once: an item moved by hand afterwards is not moved back.
    await ctx.database.db.execute(
      sql`update items set time_zone = 'Europe/Madrid' where id = ${springfield.id}`,
    );
    expect((await backfillCoordinates(ctx.database.db)).timeZones).toBe(0);
    expect(await storedZone(springfield.id)).toBe('Europe/Madrid');
  });
});
