import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { Item } from '../../src/shared/schemas/items';
import { itemMaker } from './support/items';
import { countStatementRuns } from './support/statementRuns';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

/** An item as anyone but its owner reads it: without the street address. */
const publicly = (item: Item): Item => ({ ...item, location: '' });

// Item pages asked for at the same moment are read with one statement: each request must
// still get its own item, and a missing or removed one its own 404.
const ctx = setupTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The prepared read of the item pages, by the name the items repository gives it. */
const PAGE_READ = 'items_active_by_ids';

/** Counts how often the item pages' read runs. */
const countPageReads = () => countStatementRuns(ctx.database.db, PAGE_READ);

async function ownerWithItem(firstName: string, title: string) {
  const owner = await signUp(ctx.app, { firstName, lastName: 'Lee' });
  const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title });
  return { owner, item };
}

describe('item pages read together', () => {
  it('answer each request with its own item, or 404, none of them in memory before', async () => {
    const first = await ownerWithItem('Ada', 'Folding ladder');
    const second = await ownerWithItem('Bo', 'Tile saw');
    const removed = await ownerWithItem('Cy', 'Pressure washer');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${removed.item.id}`,
      headers: bearer(removed.owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const pageReads = countPageReads();
    const ids = [
      first.item.id,
      unknown,
      second.item.id,
      removed.item.id,
      first.item.id.toUpperCase(),
    ];
    const responses = await Promise.all(
      ids.map((id) => ctx.app.inject({ url: `/api/items/${id}` })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([200, 404, 200, 404, 200]);
    expect(pageReads()).toBe(1);
    const pages = [0, 2, 4].map((index) => responses[index]?.json<{ item: Item }>().item);
    expect(pages).toEqual([publicly(first.item), publicly(second.item), publicly(first.item)]);
    expect(pages.map((page) => page?.ownerName)).toEqual(['Ada L.', 'Bo L.', 'Ada L.']);
    for (const index of [1, 3]) {
      expect(responses[index]?.json()).toEqual({
        error: inEnglish('items.notFound'),
        code: 'NOT_FOUND',
      });
    }
  });

  it('are read one statement each when asked for one after another', async () => {
    const first = await ownerWithItem('Fay', 'Tile cutter');
    const second = await ownerWithItem('Gus', 'Wet vacuum');
    const pageReads = countPageReads();
    for (const { item } of [first, second]) {
      expect((await ctx.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(200);
    }
    expect(pageReads()).toBe(2);
  });

  it('answer an id the database could not read alone, without failing the others', async () => {
    const { item } = await ownerWithItem('Di', 'Router table');
    const [good, malformed] = await Promise.allSettled([
      ctx.app.services.items.get(item.id),
      ctx.app.services.items.get('not-a-uuid'),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: publicly(item) });
    expect(malformed).toMatchObject({ status: 'rejected', reason: { statusCode: 404 } });
  });

  it('send the page as JSON, on HEAD with the headers alone', async () => {
    const { item } = await ownerWithItem('Eve', 'Orbital sander');
    const url = `/api/items/${item.id}`;
    const [get, head] = await Promise.all([
      ctx.app.inject({ url }),
      ctx.app.inject({ method: 'HEAD', url }),
    ]);
    expect(get.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(get.json()).toEqual({ item: publicly(item) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });
});
