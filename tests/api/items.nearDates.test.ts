import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, itemCalendar, items } from '../../src/server/db/schema';
import { buildItemsSearch, type TextMatch } from '../../src/server/features/items/search';
import type { BookingStatus } from '../../src/shared/bookings';
import { EARTH_RADIUS } from '../../src/shared/distance';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SEARCH_RADII } from '../../src/shared/items';
import { toCents } from '../../src/shared/money';
import { type Item, type ItemsPage, itemsQuerySchema } from '../../src/shared/schemas/items';
import { itemMaker } from './support/items';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();

const SPRINGFIELD_62701 = { latitude: 39.800544, longitude: -89.648894 };

async function search(query: Record<string, string>) {
  const response = await ctx.app.inject({ url: '/api/items', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemsPage>();
}

const ids = (page: ItemsPage) => page.items.map((item) => item.id).sort();

/** The point `miles` from a start along a bearing (degrees from north), on the haversine's sphere. */
function destination(start: typeof SPRINGFIELD_62701, miles: number, bearing: number) {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const angle = miles / EARTH_RADIUS.mile;
  const latitude = toRadians(start.latitude);
  const heading = toRadians(bearing);
  const endLatitude = Math.asin(
    Math.sin(latitude) * Math.cos(angle) + Math.cos(latitude) * Math.sin(angle) * Math.cos(heading),
  );
  const endLongitude =
    toRadians(start.longitude) +
    Math.atan2(
      Math.sin(heading) * Math.sin(angle) * Math.cos(latitude),
      Math.cos(angle) - Math.sin(latitude) * Math.sin(endLatitude),
    );
  return { latitude: (endLatitude * 180) / Math.PI, longitude: (endLongitude * 180) / Math.PI };
}

async function owner() {
  const person = await signUp(ctx.app);
  return { person, make: itemMaker(ctx.app, ctx.uploadsDir, person.token) };
}

async function block(item: Item, fromDate: string, toDate: string) {
  await ctx.database.db
    .insert(itemCalendar)
    .values({ itemId: item.id, kind: 'block', fromDate, toDate });
}

async function booking(
  item: Item,
  renterId: string,
  status: BookingStatus,
  from: string,
  to: string,
) {
  await ctx.database.db.insert(bookings).values({
    itemId: item.id,
    ownerId: item.owner_id,
    renterId,
    fromDate: from,
    toDate: to,
    totalCents: toCents(item.price),
    status,
  });
}

describe('the radius’s edge', () => {
  it.each(SEARCH_RADII.map((miles) => [miles]))(
    'at %s miles: an item just inside is found, one just outside is not, in every direction',
    async (radius) => {
      const { make } = await owner();
      const inside: string[] = [];
      // North, east, south-west, and west-north-west, where the circle reaches its widest longitude.
      for (const bearing of [0, 90, 225, 290]) {
        for (const [offset, list] of [
          [-0.02, inside],
          [0.02, undefined],
        ] as const) {
          const item = await make({ zipCode: '62701' });
          const point = destination(SPRINGFIELD_62701, radius + offset, bearing);
          await ctx.database.db.update(items).set(point).where(eq(items.id, item.id));
          list?.push(item.id);
        }
      }
      const page = await search({ near: '62701', radius: String(radius), limit: '100' });
      expect(ids(page)).toEqual(inside.sort());
      for (const item of page.items) {
        expect(item.distance).toBeGreaterThan(radius - 0.03);
        expect(item.distance).toBeLessThanOrEqual(radius);
      }
    },
  );
});

describe('GET /api/items free on dates', () => {
  it('leaves out items blocked on any day of [from, to), half-open at both ends', async () => {
    const { make } = await owner();
    const blocked = await make();
    const free = await make();
    await block(blocked, '2090-06-10', '2090-06-15');

    // Ending the day the block starts, or starting the day it ends: free.
    expect(ids(await search({ from: '2090-06-05', to: '2090-06-10' }))).toEqual(
      [blocked.id, free.id].sort(),
    );
    expect(ids(await search({ from: '2090-06-15', to: '2090-06-20' }))).toEqual(
      [blocked.id, free.id].sort(),
    );
    // One day of overlap at either end, inside, or around: taken.
    for (const [from, to] of [
      ['2090-06-05', '2090-06-11'],
      ['2090-06-14', '2090-06-20'],
      ['2090-06-11', '2090-06-12'],
      ['2090-06-01', '2090-06-30'],
    ] as const) {
      expect(ids(await search({ from, to })), `${from} to ${to}`).toEqual([free.id]);
    }
  });

  it('leaves out items with a confirmed or completed rental on the dates, not a pending request', async () => {
    const { make } = await owner();
    const renter = await signUp(ctx.app);
    const confirmed = await make();
    const completed = await make();
    const requested = await make();
    await booking(confirmed, renter.user.id, 'confirmed', '2090-07-01', '2090-07-04');
    await booking(completed, renter.user.id, 'completed', '2090-07-01', '2090-07-04');
    await booking(requested, renter.user.id, 'pending', '2090-07-01', '2090-07-04');

    expect(ids(await search({ from: '2090-07-03', to: '2090-07-05' }))).toEqual([requested.id]);
    expect(ids(await search({ from: '2090-06-28', to: '2090-07-01' }))).toEqual(
      [confirmed.id, completed.id, requested.id].sort(),
    );
    expect(ids(await search({ from: '2090-07-04', to: '2090-07-06' }))).toEqual(
      [confirmed.id, completed.id, requested.id].sort(),
    );
  });

  it('leaves out items the owner does not lend, or not for a stay of that length, near a place or not', async () => {
    const { make } = await owner();
    const common = { title: 'Step ladder', zipCode: '62701' };
    const plain = await make(common);
    const unavailable = await make({ ...common, availability: 'Unavailable' });
    const threeNightsAtLeast = await make({ ...common, minRentalDays: 3 });
    const twoNightsAtMost = await make({ ...common, maxRentalDays: 2 });
    const searches: Record<string, string>[] = [{}, { near: '62701', search: 'ladder' }];
    for (const extra of searches) {
      const twoNights = await search({ ...extra, from: '2090-10-01', to: '2090-10-03' });
      expect(ids(twoNights), JSON.stringify(extra)).toEqual([plain.id, twoNightsAtMost.id].sort());
      const threeNights = await search({ ...extra, from: '2090-10-01', to: '2090-10-04' });
      expect(ids(threeNights), JSON.stringify(extra)).toEqual(
        [plain.id, threeNightsAtLeast.id].sort(),
      );
      // Without dates, every one is listed.
      const anyDay = await search({ ...extra, search: 'ladder' });
      expect(anyDay.total).toBe(4);
    }
    expect(unavailable.availability).toBe('Unavailable');
  });

  it('gives the days back when a rental is cancelled', async () => {
    const { make } = await owner();
    const renter = await signUp(ctx.app);
    const item = await make();
    await booking(item, renter.user.id, 'confirmed', '2090-08-01', '2090-08-03');
    expect(ids(await search({ from: '2090-08-02', to: '2090-08-04' }))).toEqual([]);
    await ctx.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.itemId, item.id));
    await eventually(async () =>
      expect(ids(await search({ from: '2090-08-02', to: '2090-08-04' }))).toEqual([item.id]),
    );
  });

  it('combines dates with a place, words and the distance order', async () => {
    const { make } = await owner();
    const nearFree = await make({ zipCode: '62702', title: 'Drill near' });
    const nearTaken = await make({ zipCode: '62701', title: 'Drill taken' });
    await make({ zipCode: '60601', title: 'Drill far' });
    await block(nearTaken, '2090-09-01', '2090-09-10');
    const page = await search({
      near: '62701',
      search: 'drill',
      from: '2090-09-05',
      to: '2090-09-07',
      sort: 'distance',
    });
    expect(page.items.map((item) => item.id)).toEqual([nearFree.id]);
    expect(page.total).toBe(1);
    const browse = await search({ near: '62701', from: '2090-09-05', to: '2090-09-07' });
    expect(browse.items.map((item) => item.id)).toEqual([nearFree.id]);
    const words = await search({ search: 'drill', from: '2090-09-05', to: '2090-09-07' });
    expect(words.total).toBe(2);
  });

  it('drops cached answers when days are blocked or given back', async () => {
    const { make } = await owner();
    const item = await make({ zipCode: '62701' });
    const query = { near: '62701', search: 'drill', from: '2090-10-01', to: '2090-10-03' };
    const browseQuery = { from: '2090-10-01', to: '2090-10-03' };
    expect(ids(await search(query))).toEqual([item.id]);
    expect((await search(browseQuery)).total).toBe(1);
    await block(item, '2090-10-02', '2090-10-04');
    await eventually(async () => expect(ids(await search(query))).toEqual([]));
    await eventually(async () => expect((await search(browseQuery)).total).toBe(0));
    await ctx.database.db.delete(itemCalendar).where(eq(itemCalendar.itemId, item.id));
    await eventually(async () => expect(ids(await search(query))).toEqual([item.id]));
  });

  it.each([
    [{ from: '2090-01-01' }, 'from', inEnglish('items.availableDatesBoth')],
    [{ to: '2090-01-01' }, 'from', inEnglish('items.availableDatesBoth')],
    [{ from: '2090-01-05', to: '2090-01-05' }, 'to', inEnglish('items.availableDatesOrder')],
    [{ from: '2090-01-05', to: '2090-01-04' }, 'to', inEnglish('items.availableDatesOrder')],
    [{ from: '2090-13-01', to: '2090-13-05' }, 'from', inEnglish('items.availableDatesInvalid')],
    [{ from: 'tomorrow', to: '2090-01-05' }, 'from', inEnglish('items.availableDatesInvalid')],
  ])('refuses %o', async (query, field, error) => {
    const response = await ctx.app.inject({ url: '/api/items', query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error });
  });
});

describe('a search near a place, planned', () => {
  it('reads the items in the box through the GiST point index, not every item', async () => {
    const { make } = await owner();
    await make({ zipCode: '62701' });
    // Enough rows that only an index makes sense, and fresh statistics. A short title: each
    // title word's parts are indexed too, which a long one would make the bulk insert wait on.
    await ctx.database.db.execute(sql`
      insert into items (owner_id, title, description, price_cents, location, city, zip_code,
                         category_id, image_urls, latitude, longitude, time_zone)
      select owner_id, 'Lamp', description, price_cents, location, city, zip_code, category_id,
             image_urls, 25 + (n % 100) / 5.0, -120 + (n / 100) * 1.0, time_zone
      from items, generate_series(1, 5000) as n limit 5000`);
    await ctx.database.db.execute(sql`analyze items`);
    const plan = await explainSearch(undefined);
    expect(plan).toContain('items_active_point_idx');
    expect(plan).not.toMatch(/Seq Scan on items/);
    // With words, the box and the words' GIN index narrow the candidates together.
    const withWords = await explainSearch({ kind: 'words', text: 'drill' });
    expect(withWords).not.toMatch(/Seq Scan on items/);
  });
});

async function explainSearch(match: TextMatch | undefined): Promise<string> {
  const plan = buildItemsSearch(
    itemsQuerySchema.parse({ near: '62701', radius: '10', from: '2090-01-01', to: '2090-01-05' }),
    match,
  );
  const result = await ctx.database.db.execute(
    sql`explain select ${items.id} from ${items} where ${plan.where}`,
  );
  // Each driver shapes its result its own way; the plan's lines are in it either way.
  return JSON.stringify(result);
}

/** The notice of a commit reaches this process's listener a moment after the commit. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
