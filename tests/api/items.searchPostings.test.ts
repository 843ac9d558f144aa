import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparePostingSearch } from '../../src/server/features/items/postingSearch';
import {
  answeredByPostings,
  buildItemsSearch,
  wordSearchParams,
} from '../../src/server/features/items/search';
import { createTextSearch, type TextPage } from '../../src/server/features/items/wordSearch';
import { ITEM_SORTS } from '../../src/shared/items';
import type { ItemsQuery } from '../../src/shared/schemas/items';
import { itemMaker } from './support/items';
import { searchByItems } from './support/searchByItems';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();

/** Rows of a raw statement: both drivers answer with an object holding `rows`. */
async function rows<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await ctx.database.db.execute(statement);
  if (typeof result !== 'object' || result === null || !('rows' in result)) {
    throw new Error('the driver answered without rows');
  }
  return result.rows as Row[];
}

/**
 * Postings that differ from what the active items' search vectors say, either way: a word, an
 * item, its rank for that word alone, or a copied key (date, price, category) out of step.
 */
async function postingsOutOfStep(): Promise<unknown[]> {
  return rows(sql`
    with expected as (
      select word.lexeme, items.id as item_id,
             ts_rank(items.search_vector, item_search_lexeme_query(word.lexeme)) as rank,
             items.created_at, items.price_cents, items.category_id
      from items, unnest(items.search_vector) as word
      where items.status = 'active'
    ), kept as (
      select lexeme, item_id, rank, created_at, price_cents, category_id
      from item_search_postings
    )
    (select 'missing' as problem, * from (select * from expected except all select * from kept) m)
    union all
    (select 'extra' as problem, * from (select * from kept except all select * from expected) e)`);
}

async function seller() {
  const { token } = await signUp(ctx.app);
  return { token, createItem: itemMaker(ctx.app, ctx.uploadsDir, token) };
}

describe('search postings', () => {
  it('follow every write to items: listing, editing, renaming a category, removal', async () => {
    const { token, createItem } = await seller();
    const drill = await createItem({ title: 'Cordless drill', description: 'Two batteries.' });
    const tent = await createItem({ title: 'Tent', description: 'Sleeps four.', categoryId: 3 });
    const kayak = await createItem({
      title: 'Kayak',
      description: 'With a paddle.',
      categoryId: 3,
    });
    expect(await postingsOutOfStep()).toEqual([]);

    // Keys the postings copy, changed without touching any searched text.
    await ctx.database.db.execute(sql`
      update items set price_cents = 999, created_at = created_at - interval '1 day'
      where id = ${kayak.id}`);
    await ctx.database.db.execute(
      sql`update items set availability = 'Rented' where id = ${kayak.id}`,
    );
    expect(await postingsOutOfStep()).toEqual([]);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${drill.id}`,
      headers: bearer(token),
      payload: { title: 'Hammer drill', description: 'For brick.', price: 31.5, category_id: 2 },
    });
    expect(edited.statusCode).toBe(200);
    expect(await postingsOutOfStep()).toEqual([]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${tent.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    const [{ postings: tentPostings } = { postings: -1 }] = await rows<{ postings: number }>(
      sql`select count(*)::int as postings from item_search_postings where item_id = ${tent.id}`,
    );
    expect(tentPostings).toBe(0);

    const [{ name } = { name: '' }] = await rows<{ name: string }>(
      sql`select name from categories where id = 3`,
    );
    await ctx.database.db.execute(sql`update categories set name = 'Boats' where id = 3`);
    try {
      expect(await postingsOutOfStep()).toEqual([]);
      const boats = await ctx.app.inject({ url: '/api/items', query: { search: 'boats' } });
      expect(boats.json()).toMatchObject({ total: 1, items: [{ title: 'Kayak' }] });
    } finally {
      await ctx.database.db.execute(sql`update categories set name = ${name} where id = 3`);
    }

    await ctx.database.db.execute(sql`update items set status = 'active' where id = ${tent.id}`);
    expect(await postingsOutOfStep()).toEqual([]);
    await ctx.database.db.execute(sql`delete from items where id = ${drill.id}`);
    expect(await postingsOutOfStep()).toEqual([]);
  });

  it('rank a lexeme holding quotes or backslashes for exactly that lexeme', async () => {
    const lexemes = ["o'neil", 'c:\\tools', "it''s\\", "'", '\\', 'a b'];
    for (const lexeme of lexemes) {
      const [row] = await rows<{ matches: boolean; query: string }>(sql`
        select array_to_tsvector(array[${lexeme}::text]) @@ item_search_lexeme_query(${lexeme})
                 as matches,
               item_search_lexeme_query(${lexeme})::text as query`);
      expect(row, lexeme).toMatchObject({ matches: true });
      expect(row?.query.split("'").length, lexeme).toBeGreaterThanOrEqual(3);
    }
  });

  it('are emptied with the items when the items table is truncated', async () => {
    const { createItem } = await seller();
    await createItem({ title: 'Cordless drill', description: 'Two batteries.' });
    const postings = async () => {
      const [row] = await rows<{ postings: number }>(
        sql`select count(*)::int as postings from item_search_postings`,
      );
      return row?.postings;
    };
    expect(await postings()).toBeGreaterThan(0);
    await ctx.database.db.execute(sql`truncate items cascade`);
    expect(await postings()).toBe(0);
  });

  it('answer one word from the postings as the full-text search on the items does', async () => {
    const { createItem } = await seller();
    await createItem({ title: 'Tent pegs', description: 'For any tent.', price: 3, categoryId: 3 });
    await createItem({ title: 'Sleeping bag', description: 'Fits in a tent, tent.', price: 20 });
    await createItem({
      title: 'Family tent',
      description: 'Sleeps six.',
      price: 45,
      categoryId: 3,
    });
    await createItem({ title: 'Tarp', description: 'Covers a tent.', price: 20, categoryId: 3 });
    await createItem({ title: 'Camping stove', description: 'No tent needed.', price: 15 });
    await createItem({ title: 'Ladder', description: 'Tall.', price: 5 });
    await createItem({ title: '3D printer', description: 'Prints PLA.', price: 25, categoryId: 2 });
    await createItem({ title: 'Canoe', description: 'Two seats.', price: 30, city: 'Shelbyville' });

    const db = ctx.database.db;
    const search = createTextSearch(db);
    const postingStatements = new Map(
      ITEM_SORTS.map((sort) => [sort, preparePostingSearch(db, sort)]),
    );
    const filters: Omit<ItemsQuery, 'page'>[] = [
      {},
      { category: 3 },
      { minPrice: 10, maxPrice: 20 },
      { maxPrice: 19.99, limit: 2 },
    ];
    const summary = ({ records, total }: TextPage) => ({
      titles: records.map((record) => record.title),
      total,
    });
    // By title, description, category ('Sports & Fitness', 'Electronics') and city; in any
    // letter case; with digits; and words that match nothing or are stop words.
    const found = ['tent', 'TENT', 'Tents', 'ladder', '3d', '3D', 'sports', 'Electronics'];
    const places = ['shelbyville', 'Springfield'];
    const words = [...found, ...places, 'submarine', 'the'];
    const wordsFound = new Set<string>();
    for (const word of words) {
      for (const sort of ITEM_SORTS) {
        for (const filter of filters) {
          for (const page of [1, 2]) {
            const query: ItemsQuery = { ...filter, sort, page };
            const label = `${word} ${sort} ${JSON.stringify(filter)} ${page}`;
            const params = wordSearchParams(query, word);
            expect(answeredByPostings(params), label).toBe(true);
            const { location: _location, ...postingParams } = params;
            const postingRows = (await postingStatements.get(sort)?.(postingParams)) ?? [];
            const byPostings = summary({
              records: postingRows,
              total: postingRows[0] ? Number(postingRows[0].total) : undefined,
            });
            const plan = buildItemsSearch(query, { kind: 'words', text: word });
            const byItems = summary(await searchByItems(db, plan));
            expect(byPostings, label).toEqual(byItems);
            expect(summary(await search.searchWords(sort, params)), label).toEqual(byPostings);
            if (byItems.total) wordsFound.add(word);
          }
        }
      }
    }
    expect([...wordsFound].sort()).toEqual([...found, ...places].sort());
  });
});
