import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { CreateItemInput, Item, ItemsPage } from '../../src/shared/schemas/items';
import { itemMaker } from './support/items';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();

/**
 * Miles from the centre of 62701 (Springfield, IL) to other ZIP Code Tabulation Areas' centres
 * of the Census 2021 gazetteer, worked out apart from the server (spherical law of cosines,
 * radius 3958.8 mi); Springfield to the Chicago Loop is the familiar "about 180 miles".
 */
const MILES_FROM_62701 = {
  '62701': 0,
  '62702': 1.668,
  '62704': 2.633,
  '62684': 8.195,
  '62629': 9.239,
  '62563': 9.863,
  '62520': 10.353,
  '62530': 16.615,
  '62650': 30.641,
  '60601': 178.805,
} as const;
type Zip = keyof typeof MILES_FROM_62701;

async function search(query: Record<string, string>) {
  const response = await ctx.app.inject({ url: '/api/items', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemsPage>();
}

async function listed(zips: readonly Zip[], overrides: Partial<CreateItemInput> = {}) {
  const owner = await signUp(ctx.app);
  const make = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
  const made: Record<string, Item> = {};
  for (const zipCode of zips) {
    made[zipCode] = await make({ title: `Drill at ${zipCode}`, zipCode, ...overrides });
  }
  return made;
}

// Keys that read as integers come out in numeric order.
const ALL_ZIPS = Object.keys(MILES_FROM_62701) as Zip[];

describe('GET /api/items near a ZIP code', () => {
  it('finds the items within the radius, nearest first, each with its miles', async () => {
    const made = await listed(ALL_ZIPS);
    // An item whose ZIP code has no known centre is never near anything.
    const owner = await signUp(ctx.app);
    await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Drill', zipCode: '00000' });
    const page = await search({ near: '62701', radius: '10', sort: 'distance' });
    const within = ALL_ZIPS.filter((zip) => MILES_FROM_62701[zip] <= 10).sort(
      (one, other) => MILES_FROM_62701[one] - MILES_FROM_62701[other],
    );
    expect(page.items.map((item) => item.zipCode)).toEqual(within);
    expect(page.total).toBe(within.length);
    for (const item of page.items) {
      expect(item.distance).toBeDefined();
      expect(Math.abs((item.distance ?? -1) - MILES_FROM_62701[item.zipCode as Zip])).toBeLessThan(
        0.5,
      );
    }
    expect(page.items[0]?.id).toBe(made['62701']?.id);
  });

  it.each([
    ['1', ['62701']],
    ['5', ['62701', '62702', '62704']],
    ['25', ['62701', '62702', '62704', '62684', '62629', '62563', '62520', '62530']],
    ['50', ['62701', '62702', '62704', '62684', '62629', '62563', '62520', '62530', '62650']],
  ])('reaches %s miles', async (radius, zips) => {
    await listed(ALL_ZIPS);
    const page = await search({ near: '62701', radius, sort: 'distance' });
    expect(page.items.map((item) => item.zipCode)).toEqual(zips);
  });

  it('searches 10 miles when no radius is given', async () => {
    await listed(ALL_ZIPS);
    const page = await search({ near: '62701', sort: 'distance' });
    expect(page.items.map((item) => item.zipCode)).toEqual([
      '62701',
      '62702',
      '62704',
      '62684',
      '62629',
      '62563',
    ]);
  });

  it('measures from the ZIP code searched near, whichever it is', async () => {
    await listed(['62701', '62629', '60601']);
    const page = await search({ near: '62629', radius: '10', sort: 'distance' });
    expect(page.items.map((item) => [item.zipCode, item.distance])).toEqual([
      ['62629', 0],
      ['62701', 9.24],
    ]);
  });

  it('keeps other orders within the radius, and shows the miles in them too', async () => {
    await listed(['62629', '62701', '62702', '60601']);
    const newest = await search({ near: '62701', radius: '10' });
    expect(newest.items.map((item) => item.zipCode)).toEqual(['62702', '62701', '62629']);
    expect(newest.items.every((item) => item.distance !== undefined)).toBe(true);
    const cheapest = await search({ near: '62701', radius: '10', sort: 'price_asc' });
    expect(cheapest.total).toBe(3);
  });

  it('orders items at the same distance newest first, and pages never repeat or skip', async () => {
    const owner = await signUp(ctx.app);
    const make = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
    const same: Item[] = [];
    for (let index = 0; index < 5; index += 1) same.push(await make({ zipCode: '62702' }));
    const nearest = await make({ zipCode: '62701' });
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const found = await search({
        near: '62701',
        sort: 'distance',
        limit: '2',
        page: String(page),
      });
      expect(found.total).toBe(6);
      seen.push(...found.items.map((item) => item.id));
    }
    expect(seen).toEqual([nearest.id, ...same.reverse().map((item) => item.id)]);
  });

  it('sorts by distance only near a place: without one, newest first and no miles', async () => {
    const made = await listed(['62701', '62629']);
    const page = await search({ sort: 'distance' });
    expect(page.items.map((item) => item.id)).toEqual([made['62629']?.id, made['62701']?.id]);
    expect(page.items.every((item) => item.distance === undefined)).toBe(true);
    const words = await search({ search: 'drill', sort: 'distance' });
    expect(words.items.map((item) => item.id)).toEqual([made['62629']?.id, made['62701']?.id]);
    expect(words.items.every((item) => item.distance === undefined)).toBe(true);
  });

  it('combines the place with words, a category and prices', async () => {
    await listed(['62701', '62629', '60601']);
    await listed(['62702'], { title: 'Party tent', description: 'A tent for twenty guests.' });
    const drills = await search({ near: '62701', search: 'drill', sort: 'distance' });
    expect(drills.items.map((item) => item.zipCode)).toEqual(['62701', '62629']);
    expect(drills.items[1]?.distance).toBeCloseTo(9.24, 1);
    const ranked = await search({ near: '62701', search: 'drill' });
    expect(ranked.total).toBe(2);
    const tents = await search({ near: '62701', search: 'tent', maxPrice: '20' });
    expect(tents.items.map((item) => item.zipCode)).toEqual(['62702']);
    const located = await search({ near: '62701', location: 'chatham' });
    expect(located.total).toBe(0);
  });

  it('retries a misspelt word near the place, and finds only items within the radius', async () => {
    await listed(['62701', '60601']);
    const page = await search({ near: '62701', search: 'drlil' });
    expect(page.items.map((item) => item.zipCode)).toEqual(['62701']);
    expect(page.items[0]?.distance).toBe(0);
    const far = await search({ near: '60601', radius: '1', search: 'drlil' });
    expect(far.items.map((item) => item.zipCode)).toEqual(['60601']);
  });

  it('finds nothing for a word spelt right when no item near holds it', async () => {
    await listed(['60601']);
    await listed(['62702'], { title: 'Grill', description: 'A charcoal grill.' });
    const page = await search({ near: '62701', search: 'drill' });
    expect(page).toMatchObject({ items: [], total: 0 });
  });

  it('says how far the nearest match within 50 miles is when none is within the radius, and null past that', async () => {
    await listed(['62650', '60601']);
    await listed(['62702'], { title: 'Grill', description: 'A charcoal grill.' });
    const drills = await search({ near: '62701', radius: '10', search: 'drill' });
    expect(drills).toMatchObject({ items: [], total: 0 });
    expect(drills.nearest).toBeCloseTo(MILES_FROM_62701['62650'], 1);
    // Only as far as the largest radius a search offers: Chicago's drill is 179 miles away.
    const fromChicago = await search({ near: '60601', radius: '1', search: 'grill' });
    expect(fromChicago).toMatchObject({ items: [], total: 0, nearest: null });
    // Other filters still hold: the grill is near, but not in that price range.
    const pricey = await search({ near: '62701', radius: '1', minPrice: '1000' });
    expect(pricey).toMatchObject({ items: [], total: 0, nearest: null });
    const browsing = await search({ near: '60601', radius: '1', maxPrice: '999' });
    expect(browsing.total).toBe(1);
    // Found something: nothing to say about what is farther.
    expect(browsing).not.toHaveProperty('nearest');
    expect(await search({ search: 'kayak' })).not.toHaveProperty('nearest');
  });

  it('names the ZIP code with the most live items as the example of a place to search', async () => {
    const example = async () => {
      const response = await ctx.app.inject({ url: '/api/items/example-place' });
      expect(response.statusCode).toBe(200);
      return response.json<{ place: string | null }>().place;
    };
    expect(await example()).toBeNull();
    await listed(['62701', '62702', '62702']);
    expect(await example()).toBe('62702');
  });

  it('answers a page past the end with the number of matches', async () => {
    await listed(['62701', '62702']);
    const past = await search({ near: '62701', search: 'drill', page: '5' });
    expect(past).toMatchObject({ items: [], total: 2 });
    const browsed = await search({ near: '62701', page: '5' });
    expect(browsed).toMatchObject({ items: [], total: 2 });
  });

  it('refuses a well-formed ZIP code it does not know', async () => {
    const response = await ctx.app.inject({ url: '/api/items', query: { near: '00000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'near',
      error: inEnglish('items.nearZipUnknown', { zip: '00000' }),
    });
  });

  it.each([
    ['near', 'abcde'],
    ['near', '6270'],
    ['near', '627011'],
    ['radius', '7'],
    ['radius', 'far'],
    ['radius', '0'],
  ])('refuses %s=%s', async (name, value) => {
    const response = await ctx.app.inject({
      url: '/api/items',
      query: { near: '62701', [name]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: name });
  });
});
