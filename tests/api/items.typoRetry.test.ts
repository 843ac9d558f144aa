import { PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Db, genericPlanPool, wrapPostgres } from '../../src/server/db/client';
import { readsPlannedOnce } from '../../src/server/db/preparedRead';
import { createPageFinder } from '../../src/server/features/items/findPage';
import { createItemsRepo } from '../../src/server/features/items/repo';
import { createTtlCache } from '../../src/server/features/items/ttlCache';
import { createTextSearch } from '../../src/server/features/items/wordSearch';
import { itemMaker } from './support/items';
import { countStatementRuns } from './support/statementRuns';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

const stringValues = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

async function seller() {
  const { token } = await signUp(ctx.app);
  return itemMaker(ctx.app, ctx.uploadsDir, token);
}

/**
 * The test database through a connection whose notices (PostgreSQL's warnings that are not
 * errors) are kept: the embedded database's replies are read as they pass, PostgreSQL's
 * connection reports them as events.
 */
function noticedDatabase(): { db: Db; notices: string[]; close(): Promise<void> } {
  const notices: string[] = [];
  const client: unknown = Reflect.get(ctx.database.db, '$client');
  if (client instanceof PGlite) {
    const execProtocol = client.execProtocol.bind(client);
    const spy = vi.spyOn(client, 'execProtocol').mockImplementation(async (message, options) => {
      const result = await execProtocol(message, options);
      for (const reply of result.messages) {
        if (reply instanceof protocol.messages.NoticeMessage) notices.push(String(reply.message));
      }
      return result;
    });
    return { db: ctx.database.db, notices, close: async () => spy.mockRestore() };
  }
  const pool = new pg.Pool({ connectionString: ctx.database.url, max: 1 });
  const readPool = genericPlanPool(pool);
  for (const each of [pool, readPool]) {
    each.on('connect', (connection) => {
      connection.on('notice', (notice) => notices.push(String(notice.message)));
    });
  }
  return {
    db: wrapPostgres(pool, readPool).db,
    notices,
    close: () => readPool.end().then(() => pool.end()),
  };
}

describe('the retry of a misspelt word', () => {
  it('is prepared and keeps every filter, however often it runs', async () => {
    const createItem = await seller();
    await createItem({ title: 'Cordless drill', description: 'Two batteries.', price: 12 });
    await createItem({ title: 'Digital camera', description: 'A zoom lens.', categoryId: 2 });
    await createItem({ title: 'Camping tent', description: 'Sleeps four.', categoryId: 3 });
    const titles = async (query: Record<string, string | number>) => {
      const response = await ctx.app.inject({ url: '/api/items', query: stringValues(query) });
      return response.json<{ items: { title: string }[] }>().items.map((item) => item.title);
    };
    // PostgreSQL plans a reused statement anew for its first five runs only; each round differs
    // in its page size, so that none is answered from memory.
    for (let round = 0; round < 7; round += 1) {
      const limit = 10 + round;
      expect(await titles({ search: 'drlil', limit })).toEqual(['Cordless drill']);
      expect(await titles({ search: 'drlil', limit, maxPrice: 11 })).toEqual([]);
      expect(await titles({ search: 'camra', limit, category: 2 })).toEqual(['Digital camera']);
      expect(await titles({ search: 'Camp', limit, sort: 'price_asc' })).toEqual(['Camping tent']);
      expect(await titles({ search: 'drone', limit })).toEqual([]);
    }
  });

  it('is one statement with the postings for an ASCII word where reads are planned once', async () => {
    const createItem = await seller();
    await createItem({ title: 'Cordless drill', description: 'Two batteries.' });
    const combinedRuns = countStatementRuns(ctx.database.db, 'items_word_or_corrections_');
    const postingRuns = countStatementRuns(ctx.database.db, 'items_posting_search_');
    const itemSearchRuns = countStatementRuns(ctx.database.db, 'items_word_search_');
    const retryRuns = countStatementRuns(ctx.database.db, 'items_typo_word_search_');

    const response = await ctx.app.inject({ url: '/api/items', query: { search: 'drlil' } });

    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: { title: string }[] }>().items.map((item) => item.title)).toEqual(
      ['Cordless drill'],
    );
    expect([combinedRuns(), postingRuns(), itemSearchRuns(), retryRuns()]).toEqual(
      // PGlite plans each run for its values: there the retry follows the postings' empty answer.
      readsPlannedOnce(ctx.database.db) ? [1, 0, 0, 0] : [0, 1, 0, 1],
    );
  });

  it('looks the corrections up apart only past the last page, with or without a place', async () => {
    const createItem = await seller();
    await createItem({ title: 'Cordless drill', description: 'Two batteries.' });
    const reads = { ...createItemsRepo(ctx.database.db), ...createTextSearch(ctx.database.db) };
    const lookups = vi.spyOn(reads, 'findSpellingCorrections');
    const findPage = createPageFinder(reads, createTtlCache<number>({ ttlMs: 0, maxEntries: 1 }));
    const found = async (query: { location?: string; page: number }) => {
      const page = await findPage({ search: 'drlil', ...query });
      return { titles: page.items.map((item) => item.title), total: page.total };
    };

    expect(await found({ page: 1 })).toEqual({ titles: ['Cordless drill'], total: 1 });
    expect(lookups).not.toHaveBeenCalled();
    expect(await found({ page: 1, location: 'springfield' })).toEqual({
      titles: ['Cordless drill'],
      total: 1,
    });
    expect(lookups).not.toHaveBeenCalled();
    expect(await found({ page: 2 })).toEqual({ titles: [], total: 1 });
    expect(await found({ page: 2, location: 'springfield' })).toEqual({ titles: [], total: 1 });
    expect(lookups.mock.calls).toEqual([
      ['drlil', 2],
      ['drlil', 2],
    ]);
  });

  it('without corrections finds title trigrams alone, newest first, and raises no notice', async () => {
    const createItem = await seller();
    await createItem({ title: 'Camping tent', description: 'Sleeps four.', price: 40 });
    await createItem({ title: 'Camping stove', description: 'Two burners.', price: 15 });
    await createItem({ title: 'Ladder', description: 'Tall.', price: 5 });
    const noticed = noticedDatabase();
    try {
      const reads = { ...createItemsRepo(noticed.db), ...createTextSearch(noticed.db) };
      const findPage = createPageFinder(reads, createTtlCache<number>({ ttlMs: 0, maxEntries: 1 }));
      const titles = async (search: string, sort: 'relevance' | 'price_desc') => {
        const found = await findPage({ search, sort, page: 1 });
        return { titles: found.items.map((item) => item.title), total: found.total };
      };
      // Three letters allow no edit, and no title word is one edit from 'camp': no corrections.
      for (let round = 0; round < 7; round += 1) {
        expect(await titles('Cam', 'relevance')).toEqual({
          titles: ['Camping stove', 'Camping tent'],
          total: 2,
        });
        expect(await titles('Camp', 'relevance')).toEqual({
          titles: ['Camping stove', 'Camping tent'],
          total: 2,
        });
        expect(await titles('Camp', 'price_desc')).toEqual({
          titles: ['Camping tent', 'Camping stove'],
          total: 2,
        });
        expect(await titles('drone', 'relevance')).toEqual({ titles: [], total: 0 });
      }
      expect(noticed.notices).toEqual([]);
    } finally {
      await noticed.close();
    }
  });
});
