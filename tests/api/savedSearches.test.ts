import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { items, notifications, savedSearches, savedSearchHits } from '../../src/server/db/schema';
import { i18nFor, inEnglish } from '../../src/shared/i18n/allCatalogs';
import { MAX_SAVED_SEARCHES } from '../../src/shared/savedSearches';
import type { SavedSearch } from '../../src/shared/schemas/savedSearches';
import { setupBookingsApp } from './support/bookings';
import { type ItemMaker, itemMaker } from './support/items';
import {
  emailOf,
  isNotificationTo,
  mailsTo,
  notificationsOf,
  setPreferences,
  unsubscribeUrlOf,
} from './support/notifications';
import { postSavedSearch, savedSearchesOf, saveSearch } from './support/savedSearches';
import { startSmtpServer } from './support/smtp';
import { bearer, signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { ctx, clock } = setupBookingsApp({
  mail: { smtpUrl: smtp.url, siteUrl: 'https://lendwell.example' },
});
beforeEach(() => smtp.clear());

const alerts = () => ctx.app.services.savedSearchAlerts;

/** The test items' default description names a drill: each item here says only its title. */
const plainItems =
  (make: ItemMaker): ItemMaker =>
  (input = {}) =>
    make({ description: 'Clean, working, ready to lend.', ...input });

/** A searcher, and a neighbour who lists things. */
async function people() {
  const searcher = await signUp(ctx.app, { firstName: 'Sara' });
  const lister = await signUp(ctx.app, { firstName: 'Lee' });
  return {
    searcher: {
      token: searcher.token,
      id: searcher.user.id,
      email: searcher.user.email,
      password: searcher.password,
    },
    lister: { token: lister.token, id: lister.user.id },
    list: plainItems(itemMaker(ctx.app, ctx.uploadsDir, lister.token)),
  };
}

/** Lists the items a minute apart from now on, then waits for the looks they started. */
async function listLater(list: ItemMaker, ...inputs: Parameters<ItemMaker>[0][]) {
  for (const input of inputs) {
    clock.advanceMinutes(1);
    await list(input);
  }
  await alerts().settled();
}

/** The titles each saved search's alerts told of, by saved search id. */
async function toldOf(): Promise<Map<string, string[]>> {
  const rows = await ctx.database.db
    .select({ savedSearchId: savedSearchHits.savedSearchId, title: items.title })
    .from(savedSearchHits)
    .innerJoin(items, eq(items.id, savedSearchHits.itemId))
    .orderBy(items.title);
  const told = new Map<string, string[]>();
  for (const row of rows) {
    told.set(row.savedSearchId, [...(told.get(row.savedSearchId) ?? []), row.title]);
  }
  return told;
}

const digestsOf = async (token: string) =>
  (await notificationsOf(ctx.app, token)).notifications.filter(
    (notification) => notification.kind === 'saved_search_matches',
  );

describe('saved searches: the API', () => {
  it('saves, lists newest first with a summary and listings link, and deletes', async () => {
    const { searcher } = await people();
    const first = await saveSearch(ctx.app, searcher.token, {
      search: '  cordless drill ',
      category: 1,
      location: 'Springfield',
      minPrice: '5',
      maxPrice: 20,
    });
    expect(first).toMatchObject({
      query: {
        search: 'cordless drill',
        category: 1,
        location: 'Springfield',
        minPrice: 5,
        maxPrice: 20,
      },
      summary: '"cordless drill" · Tools & Equipment · in Springfield · $5.00 to $20.00',
      listingsPath:
        '/listings?category=Tools+%26+Equipment&location=Springfield&maxPrice=20&minPrice=5&search=cordless+drill',
      lastAlertAt: null,
    });
    clock.advanceMinutes(1);
    const second = await saveSearch(ctx.app, searcher.token, { near: '62701' });
    // A ZIP code without a distance keeps the listings' default one.
    expect(second.query).toEqual({ near: '62701', radius: 10 });
    expect(second.summary).toBe('within 10 mi of 62701');
    expect((await savedSearchesOf(ctx.app, searcher.token)).map((s) => s.id)).toEqual([
      second.id,
      first.id,
    ]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${first.id}`,
      headers: bearer(searcher.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await savedSearchesOf(ctx.app, searcher.token)).map((s) => s.id)).toEqual([second.id]);
  });

  it('refuses the signed out (401 before validation), bad filters (400), others and unknown ids (404)', async () => {
    const { searcher, lister } = await people();
    const anonymous = await postSavedSearch(ctx.app, undefined, { search: 42, radius: 'far' });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);

    const refusals: [object, string][] = [
      [{}, inEnglish('savedSearches.needsFilter')],
      [{ search: '   ' }, inEnglish('savedSearches.needsFilter')],
      [{ radius: 10 }, inEnglish('savedSearches.needsFilter')],
      [{ near: '627' }, inEnglish('items.nearZipInvalid')],
      [{ near: '62701', radius: 7 }, inEnglish('items.radiusInvalid')],
      [{ minPrice: 10.005 }, inEnglish('items.priceDecimals')],
      [{ maxPrice: 2_000_000 }, inEnglish('items.priceInvalid')],
      [{ near: '00000' }, inEnglish('items.nearZipUnknown', { zip: '00000' })],
    ];
    for (const [payload, message] of refusals) {
      const response = await postSavedSearch(ctx.app, searcher.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error, JSON.stringify(payload)).toBe(message);
    }

    const saved = await saveSearch(ctx.app, searcher.token, { search: 'tent' });
    for (const [token, id] of [
      [lister.token, saved.id],
      [searcher.token, '00000000-0000-4000-8000-000000000000'],
      [searcher.token, 'not-an-id'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/saved-searches/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(inEnglish('savedSearches.notFound'));
    }
    expect(await savedSearchesOf(ctx.app, lister.token)).toEqual([]);
    expect(await savedSearchesOf(ctx.app, searcher.token)).toHaveLength(1);
  });

  it('keeps one saved search per query (409), however its words are spaced or cased', async () => {
    const { searcher, lister } = await people();
    await saveSearch(ctx.app, searcher.token, { search: 'Drill', location: 'springfield' });
    const again = await postSavedSearch(ctx.app, searcher.token, {
      search: ' drill ',
      location: 'Springfield',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: inEnglish('savedSearches.alreadySaved'),
      code: 'SAVED_SEARCH_EXISTS',
    });
    // Someone else may save the same search.
    expect((await postSavedSearch(ctx.app, lister.token, { search: 'drill' })).statusCode).toBe(
      201,
    );
  });

  it("sums searches up and refuses in the reader's language", async () => {
    const { searcher } = await people();
    const spanish = { ...bearer(searcher.token), 'accept-language': 'es-US' };
    const query = { search: 'carpa', category: 1, near: '62701', maxPrice: 20 };
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: spanish,
      payload: query,
    });
    expect(saved.statusCode).toBe(201);
    const summary =
      '“carpa” · Herramientas y equipos · a menos de 10 millas de 62701 · hasta $20.00';
    expect(saved.json().savedSearch.summary).toBe(summary);
    const listed = await ctx.app.inject({ url: '/api/saved-searches', headers: spanish });
    expect(listed.json().savedSearches.map((search: SavedSearch) => search.summary)).toEqual([
      summary,
    ]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: spanish,
      payload: query,
    });
    expect(again.json()).toEqual({
      error: i18nFor('es-US')._('savedSearches.alreadySaved'),
      code: 'SAVED_SEARCH_EXISTS',
    });
    // Without a language asked for, the same search reads in English.
    expect((await savedSearchesOf(ctx.app, searcher.token))[0]?.summary).toBe(
      '"carpa" · Tools & Equipment · within 10 mi of 62701 · up to $20.00',
    );
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person, also when saved at once (409)`, async () => {
    const { searcher } = await people();
    const attempts = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, index) =>
        postSavedSearch(ctx.app, searcher.token, { search: `thing ${index}` }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = attempts.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toEqual({
      error: inEnglish('savedSearches.tooMany', { max: MAX_SAVED_SEARCHES }),
      code: 'SAVED_SEARCHES_FULL',
    });
    expect(await savedSearchesOf(ctx.app, searcher.token)).toHaveLength(MAX_SAVED_SEARCHES);
  });
});

describe('saved searches: alerts', () => {
  it("matches new listings by the listings' own rules, never the person's own", async () => {
    const { searcher, list } = await people();
    const byWords = await saveSearch(ctx.app, searcher.token, { search: 'drill' });
    const byCategory = await saveSearch(ctx.app, searcher.token, { category: 2 });
    const byPrice = await saveSearch(ctx.app, searcher.token, { minPrice: 10, maxPrice: 20 });
    const byPlace = await saveSearch(ctx.app, searcher.token, { location: 'shelbyVILLE' });
    const ownList = plainItems(itemMaker(ctx.app, ctx.uploadsDir, searcher.token));
    // Listed before the searches were saved: not news.
    await list({ title: 'Old drill', price: 15 });

    await listLater(
      list,
      { title: 'Hammer drill', price: 30, categoryId: 1, city: 'Springfield' },
      { title: 'Camera', price: 15, categoryId: 2, city: 'Springfield' },
      { title: 'Ladder', price: 9.99, categoryId: 1, city: 'Shelbyville' },
      { title: 'Tent', price: 20, categoryId: 3, city: 'Springfield' },
    );
    await ownList({ title: 'My own drill', price: 15, categoryId: 2, city: 'Shelbyville' });
    await alerts().settled();
    // A listing may have had its digest at once, the others the next day: all are told of.
    clock.advanceDays(1);
    await alerts().sweep();

    const told = await toldOf();
    expect(told.get(byWords.id)).toEqual(['Hammer drill']);
    expect(told.get(byCategory.id)).toEqual(['Camera']);
    expect(told.get(byPrice.id)).toEqual(['Camera', 'Tent']);
    expect(told.get(byPlace.id)).toEqual(['Ladder']);
    const digests = await digestsOf(searcher.token);
    expect(new Set(digests.map((digest) => digest.linkPath))).toEqual(
      new Set([
        '/listings?search=drill&sort=newest',
        '/listings?category=Electronics&sort=newest',
        '/listings?maxPrice=20&minPrice=10&sort=newest',
        '/listings?location=shelbyVILLE&sort=newest',
      ]),
    );
    expect(digests.every((digest) => digest.category === 'saved_searches')).toBe(true);
  });

  it('matches a place by distance from its ZIP code, as the listings do', async () => {
    const { searcher, list } = await people();
    const near = await saveSearch(ctx.app, searcher.token, { near: '62701', radius: 5 });
    const wider = await saveSearch(ctx.app, searcher.token, { near: '62701', radius: 50 });
    // Springfield's own ZIP code and its neighbour are within 5 miles; Decatur (62521) is about
    // 38 miles east; Chicago (60601) is farther than 50.
    await listLater(
      list,
      { title: 'Springfield tent', zipCode: '62701' },
      { title: 'Next door tent', zipCode: '62702' },
      { title: 'Decatur tent', zipCode: '62521' },
      { title: 'Chicago tent', zipCode: '60601' },
    );
    clock.advanceDays(1);
    await alerts().sweep();
    const told = await toldOf();
    expect(told.get(near.id)).toEqual(['Next door tent', 'Springfield tent']);
    expect(told.get(wider.id)).toEqual(['Decatur tent', 'Next door tent', 'Springfield tent']);
  });

  it('writes the first digest within seconds of a listing, then at most one a day', async () => {
    const { searcher, list } = await people();
    const saved = await saveSearch(ctx.app, searcher.token, { search: 'drill' });
    // The look started by the listing, not the periodic sweep, writes the first digest.
    await listLater(list, { title: 'Cordless drill' });
    expect((await digestsOf(searcher.token)).map((digest) => digest.title)).toEqual([
      'A new listing matches your search',
    ]);

    clock.advanceDays(0.5);
    await listLater(list, { title: 'Hammer drill' }, { title: 'Drill press' });
    await alerts().sweep();
    expect(await digestsOf(searcher.token)).toHaveLength(1);
    clock.advanceDays(0.4);
    await alerts().sweep();
    expect(await digestsOf(searcher.token)).toHaveLength(1);

    // A day after the first digest, the next tells of what waited, and of nothing twice.
    clock.advanceDays(0.1);
    expect(await alerts().sweep()).toBe(1);
    const [newest] = await digestsOf(searcher.token);
    expect(newest).toMatchObject({
      title: '2 new listings match your search',
      body: 'New for your saved search "drill": "Drill press", "Hammer drill".',
      linkPath: '/listings?search=drill&sort=newest',
    });
    expect((await toldOf()).get(saved.id)).toEqual([
      'Cordless drill',
      'Drill press',
      'Hammer drill',
    ]);
    const [listed] = await savedSearchesOf(ctx.app, searcher.token);
    expect(listed?.lastAlertAt).toBe(clock.now().toISOString());
  });

  it('mails the digest with the titles, unless the person switched saved-search email off', async () => {
    const { searcher, list } = await people();
    await saveSearch(ctx.app, searcher.token, { search: 'drill' });
    // The first has its digest at once; the seven after it wait for the next day's. The first
    // digest is awaited before the others are listed: the look after a listing runs in the
    // background, and could otherwise find the second listing too.
    await listLater(list, { title: 'Drill number 0' });
    await smtp.waitFor(isNotificationTo(searcher.email));
    await listLater(
      list,
      ...Array.from({ length: 7 }, (_, index) => ({ title: `Drill number ${index + 1}` })),
    );
    clock.advanceDays(1);
    await alerts().sweep();
    const mail = await smtp.waitFor(
      (received) =>
        isNotificationTo(searcher.email)(received) &&
        received.parsed.subject !== 'A new listing matches your search',
    );
    expect(mail.parsed.subject).toBe('7 new listings match your search');
    expect(mail.parsed.text).toContain('New listings match your saved search "drill":');
    expect(mail.parsed.text).toContain('1. Drill number 7');
    expect(mail.parsed.text).toContain('5. Drill number 3');
    expect(mail.parsed.text).not.toContain('Drill number 2');
    expect(mail.parsed.text).toContain('And 2 more on Lendwell.');
    expect(mail.parsed.html).toContain(
      'https://lendwell.example/listings?search=drill&amp;sort=newest',
    );
    expect(new URL(unsubscribeUrlOf(mail)).pathname).toMatch(/\/saved_searches$/);

    const other = await people();
    const off = await setPreferences(ctx.app, other.searcher.token, [
      { category: 'saved_searches', email: false },
    ]);
    expect(off.statusCode).toBe(200);
    await saveSearch(ctx.app, other.searcher.token, { search: 'kayak' });
    await listLater(other.list, { title: 'Kayak' });
    expect(await digestsOf(other.searcher.token)).toHaveLength(1);
    expect(mailsTo(smtp, await emailOf(ctx.database.db, other.searcher.id))).toEqual([]);
  });

  it('loses and doubles nothing: a failed digest leaves all for the next run; runs at once write one', async () => {
    const { searcher, list } = await people();
    const saved = await saveSearch(ctx.app, searcher.token, { search: 'drill' });
    const { db } = ctx.database;
    // The notification's insert fails after the hits were written: the whole digest rolls back.
    await db.execute(sql`create function fail_saved_search_digest() returns trigger
      language plpgsql as $$ begin raise exception 'the process died here'; end $$`);
    await db.execute(sql`create trigger fail_saved_search_digest before insert on notifications
      for each row when (new.kind = 'saved_search_matches')
      execute function fail_saved_search_digest()`);
    try {
      await listLater(list, { title: 'Cordless drill' }, { title: 'Hammer drill' });
      await expect(alerts().sweep()).rejects.toThrow();
      expect(await db.select().from(savedSearchHits)).toEqual([]);
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
      expect(row?.lastDigestAt).toBeNull();
    } finally {
      await db.execute(sql`drop trigger fail_saved_search_digest on notifications`);
      await db.execute(sql`drop function fail_saved_search_digest()`);
    }

    clock.advanceMinutes(5);
    const written = await Promise.all([alerts().sweep(), alerts().sweep(), alerts().sweep()]);
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await toldOf()).get(saved.id)).toEqual(['Cordless drill', 'Hammer drill']);
    const rows = await db.select().from(notifications).where(eq(notifications.userId, searcher.id));
    expect(rows.filter((row) => row.kind === 'saved_search_matches')).toHaveLength(1);
    await smtp.waitFor(isNotificationTo(searcher.email));
    clock.advanceDays(2);
    expect(await alerts().sweep()).toBe(0);
    expect(mailsTo(smtp, searcher.email)).toHaveLength(1);
  });

  it('goes with the account: deleted with it, and in its export', async () => {
    const { searcher, list } = await people();
    const saved: SavedSearch = await saveSearch(ctx.app, searcher.token, {
      search: 'drill',
      maxPrice: 30,
    });
    const exported = await ctx.app.inject({
      url: '/api/account/export',
      headers: bearer(searcher.token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().savedSearches).toEqual([saved]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(searcher.token),
      payload: { password: searcher.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const { db } = ctx.database;
    expect(
      await db.select().from(savedSearches).where(eq(savedSearches.userId, searcher.id)),
    ).toEqual([]);
    await listLater(list, { title: 'Cordless drill' });
    await alerts().sweep();
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, searcher.id)),
    ).toEqual([]);
  });
});
