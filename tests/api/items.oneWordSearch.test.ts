import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preparePostingSearch } from '../../src/server/features/items/postingSearch';
import { createItemsRepo } from '../../src/server/features/items/repo';
import {
  answeredByPostings,
  buildItemsSearch,
  wordSearchParams,
} from '../../src/server/features/items/search';
import { createTextSearch, type TextPage } from '../../src/server/features/items/wordSearch';
import { ITEM_SORTS } from '../../src/shared/items';
import { toCents } from '../../src/shared/money';
import type { ItemsQuery } from '../../src/shared/schemas/items';
import { storedImageUrl } from './support/items';
import { searchByItems } from './support/searchByItems';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();

const LETTER_OR_NUMERAL = /^[\p{L}\p{N}]$/u;

/**
 * Characters of one-word searches: ASCII letters of both cases and digits most often, then any
 * letter or numeral of any script (decimal digits, fractions, superscripts, Roman numerals).
 */
const character = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...'abcdxyzABCDXYZ0123456789') },
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 0xa0, max: 0x2ffff })
      .map((codePoint) => String.fromCodePoint(codePoint))
      .filter((text) => LETTER_OR_NUMERAL.test(text)),
  },
  { weight: 1, arbitrary: fc.constantFrom('½', '²', '⁰', '¼', 'Ⅻ', '٣', '３', 'ª', 'ß', 'İ') },
);
const summary = ({ records, total }: TextPage) => ({
  titles: records.map((record) => record.title),
  total,
});

const token = fc.array(character, { minLength: 1, maxLength: 6 }).map((chars) => chars.join(''));

describe('a one-word search', () => {
  it('finds what the full-text search on the items finds, from the postings when it can', async () => {
    const { user } = await signUp(ctx.app);
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const db = ctx.database.db;
    const repo = createItemsRepo(db);
    const search = createTextSearch(db);
    const postings = new Map(ITEM_SORTS.map((sort) => [sort, preparePostingSearch(db, sort)]));
    let listed = 0;
    const list = (title: string) => {
      listed += 1;
      return repo.insert(
        {
          ownerId: user.id,
          title,
          description: 'Kept.',
          priceCents: toCents(listed),
          location: 'Nowhere',
          city: 'Ely',
          zipCode: '00000',
          timeZone: 'America/New_York',
          categoryId: 1,
          imageUrls: [imageUrl],
        },
        new Date(Date.UTC(2026, 0, 1, 0, listed)),
      );
    };
    let answeredByPostingsAlone = 0;
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom(...ITEM_SORTS), async (word, sort) => {
        // The token itself, and each run of it that the parser might read as a word of its own.
        const pieces = word.split(/[^\p{L}\p{Nd}]+/u).filter((piece) => piece && piece !== word);
        for (const title of [word, ...new Set(pieces)]) await list(title);
        const query: ItemsQuery = { sort, page: 1 };
        const params = wordSearchParams(query, word);
        const plan = buildItemsSearch(query, { kind: 'words', text: word });
        const expected = summary(await searchByItems(db, plan));
        expect(summary(await search.searchWords(sort, params))).toEqual(expected);
        if (!answeredByPostings(params)) return;
        // The postings answer exactly, or not at all when the database reads several words.
        const { location: _location, ...postingParams } = params;
        const rows = (await postings.get(sort)?.(postingParams)) ?? [];
        if (rows.length === 0) return;
        answeredByPostingsAlone += 1;
        expect(summary({ records: rows, total: Number(rows[0]?.total) })).toEqual(expected);
      }),
      {
        numRuns: 100,
        examples: [
          ['x½y', 'relevance'],
          ['x²y', 'newest'],
          ['3d', 'relevance'],
          ['Drill', 'price_asc'],
          ['日本語', 'relevance'],
          ['x３y', 'relevance'],
          ['Ⅻ', 'price_desc'],
          ['İx', 'relevance'],
          // A letter newer than the database's Unicode tables: it parses as a separator.
          ['X𓑠٣', 'newest'],
          ['x𓑠x', 'relevance'],
          ['the𓑠x', 'relevance'],
        ],
      },
    );
    expect(answeredByPostingsAlone).toBeGreaterThan(40);
  });
});
