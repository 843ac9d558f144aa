import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readsPlannedOnce } from '../../src/server/db/preparedRead';
import { createItemsRepo } from '../../src/server/features/items/repo';
import {
  allowedEdits,
  answeredByPostings,
  buildItemsSearch,
  emptyPostingsAreFinal,
  typoCandidate,
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

/** Titles with near neighbours: one word a typo may mean, or two at the same distance. */
const TITLES = [
  'Cordless drill',
  'Drill press',
  'Hammer drills',
  'Camping tent',
  'Army tank',
  'Tent pegs',
  'Digital camera',
  'Cam strap',
  'Cameraman vest',
  'Desk lamp',
  'Lamb roaster',
  'Café table',
  'Ladder',
  // 'with' is a title word and a stop word: a correction the full-text search cannot look for.
  'Table with legs',
];
/** Listed, then removed: found by no search. */
const REMOVED_TITLE = 'Drill kit';
const DESCRIPTIONS = [
  'A drill bit set.',
  'Sleeps four, tent and tarp.',
  'Kept dry.',
  'Camera bag.',
];
const WORDS = [
  ...new Set([...TITLES, REMOVED_TITLE].flatMap((title) => title.toLowerCase().split(' '))),
];

const summary = ({ records, total }: TextPage) => ({
  titles: records.map((record) => record.title),
  total,
});

/** A word of the titles with a slip: two letters swapped, one dropped, added or changed. */
const misspelt = fc
  .tuple(
    fc.constantFrom(...WORDS),
    fc.constantFrom('swap', 'drop', 'add', 'change', 'none'),
    fc.nat(),
    fc.constantFrom(...'aeiklmnrstxz'),
  )
  .map(([word, slip, at, letter]) => {
    const index = at % word.length;
    const [before, after] = [word.slice(0, index), word.slice(index)];
    if (slip === 'swap') return `${before}${after[1] ?? ''}${after[0] ?? ''}${after.slice(2)}`;
    if (slip === 'drop') return `${before}${after.slice(1)}`;
    if (slip === 'add') return `${before}${letter}${after}`;
    if (slip === 'change') return `${before}${letter}${after.slice(1)}`;
    return word;
  });

const query = fc.record({
  // Every item is in Ely; an address matched by none leaves nothing.
  location: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('ely', 'nowhere', 'York') },
  ),
  sort: fc.constantFrom(...ITEM_SORTS),
  category: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  minPrice: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  maxPrice: fc.option(fc.integer({ min: 3, max: 12 }), { nil: undefined }),
  page: fc.integer({ min: 1, max: 3 }),
  limit: fc.integer({ min: 1, max: 4 }),
});

/** A first page of four with no filter, for the examples. */
const firstPage = {
  location: undefined,
  category: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  page: 1,
  limit: 4,
};

describe("a misspelt word's retry in one statement", () => {
  it('finds, ranks, counts and pages what the items matched by its corrections and trigrams give', async () => {
    const { user } = await signUp(ctx.app);
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const db = ctx.database.db;
    const repo = createItemsRepo(db);
    const search = createTextSearch(db);
    for (const [index, title] of [REMOVED_TITLE, ...TITLES].entries()) {
      const id = await repo.insert(
        {
          ownerId: user.id,
          title,
          description: DESCRIPTIONS[index % DESCRIPTIONS.length] ?? '',
          priceCents: toCents(1 + index),
          location: 'Nowhere',
          city: 'Ely',
          zipCode: '00000',
          timeZone: 'America/New_York',
          categoryId: 1 + (index % 3),
          imageUrls: [imageUrl],
        },
        new Date(Date.UTC(2026, 0, 1, 0, index)),
      );
      if (title === REMOVED_TITLE) await repo.deactivate(id, new Date(Date.UTC(2026, 0, 2)));
    }
    const correctionCounts = new Set<number>();
    let combinedRuns = 0;
    await fc.assert(
      fc.asyncProperty(misspelt, query, async (text, filters) => {
        const word = typoCandidate(text);
        if (!word) return;
        const itemsQuery: ItemsQuery = { ...filters };
        const edits = allowedEdits(word);
        const corrections = edits > 0 ? await repo.findSpellingCorrections(word, edits) : [];
        correctionCounts.add(Math.min(corrections.length, 2));
        const plan = buildItemsSearch(itemsQuery, { kind: 'typo', word, corrections });
        const { text: _text, ...rest } = wordSearchParams(itemsQuery, word);
        const retried = summary(await searchByItems(db, plan));
        expect(summary(await search.searchTypoWord(plan.sort, { ...rest, word, edits }))).toEqual(
          retried,
        );
        // With the word's own search in the same statement: its page when it matches, else the
        // retry's; a page past the end is left to the searches one after the other.
        const params = wordSearchParams(itemsQuery, text);
        const combined = await search.searchWordOrCorrections(plan.sort, params, { word, edits });
        const wordPlan = buildItemsSearch(itemsQuery, { kind: 'words', text });
        const byWord = summary(await searchByItems(db, wordPlan));
        const wordMatches = byWord.total ?? (await repo.countMatches(wordPlan.where));
        const expected = wordMatches > 0 ? byWord : retried;
        const combinedApplies =
          readsPlannedOnce(db) && answeredByPostings(params) && emptyPostingsAreFinal(text);
        if (!combinedApplies || (expected.total === undefined && itemsQuery.page > 1)) {
          expect(combined).toBeUndefined();
          return;
        }
        combinedRuns += 1;
        expect(combined && summary(combined)).toEqual({ ...expected, total: expected.total ?? 0 });
      }),
      {
        numRuns: 200,
        examples: [
          ['drlil', { ...firstPage, sort: 'relevance' }],
          ['tenk', { ...firstPage, sort: 'relevance' }],
          ['cam', { ...firstPage, sort: 'newest' }],
          // One correction (camera), and a title with the word among its trigrams alone.
          ['camer', { ...firstPage, sort: 'relevance' }],
          ['cafw', { ...firstPage, sort: 'relevance' }],
          ['witj', { ...firstPage, sort: 'relevance' }],
          ['drlil', { ...firstPage, sort: 'price_asc', minPrice: 2 }],
          ['drlil', { ...firstPage, sort: 'relevance', location: 'ely' }],
          ['tenk', { ...firstPage, sort: 'relevance', location: 'York' }],
          ['drlil', { ...firstPage, sort: 'newest', location: 'York' }],
          ['lamq', { ...firstPage, sort: 'price_desc', page: 2, limit: 1 }],
          ['drill', { ...firstPage, sort: 'relevance', category: 2, maxPrice: 5 }],
        ],
      },
    );
    // No correction, one, and several at the same distance were all met.
    expect([...correctionCounts].sort()).toEqual([0, 1, 2]);
    // Only where reads are planned once (PostgreSQL) is the word searched with its retry.
    if (readsPlannedOnce(db)) expect(combinedRuns).toBeGreaterThan(30);
    else expect(combinedRuns).toBe(0);
  });
});
