import { type SQL, sql } from 'drizzle-orm';
import { ITEM_SORTS, type ItemSort } from '../../../shared/items';
import type { Db } from '../../db/client';
import { prepareRead, readsPlannedOnce } from '../../db/preparedRead';
import { itemSearchPostings, items } from '../../db/schema';
import { countedPageOf } from './countedPage';
import { prepareNearWordsSearch } from './nearSearch';
import { lexemeOf, preparePostingSearch } from './postingSearch';
import { countedRecordKeys, type ItemRecord, type PlacedPage } from './repo';
import {
  answeredByPostings,
  emptyPostingsAreFinal,
  type NearWordsParams,
  parameterFilters,
  type WordSearchParams,
} from './search';
import {
  prepareTypoWordSearch,
  prepareWordOrCorrectionsSearch,
  type TypoWordParams,
} from './typoSearch';

const placeholder = (name: keyof WordSearchParams) => sql.placeholder(name);

/**
 * The query text is parsed once per search, in FROM: written into the select list it would be
 * parsed again for every match once PostgreSQL reuses the statement's generic plan.
 */
const searchQuery = sql`websearch_to_tsquery('english', ${placeholder('text')}) as search_query`;
const matchesQuery = sql`${items.searchVector} @@ search_query`;

const filters: SQL = sql.join(
  [sql`${items.status} = 'active'`, matchesQuery, ...parameterFilters(placeholder)],
  sql` and `,
);

const wordRank = sql`ts_rank(${items.searchVector}, search_query)`;

/**
 * A page of text matches and their number, as one statement per sort order with fixed text and
 * the filters as parameters, so PostgreSQL plans it once per connection instead of on every
 * search (planning cost as much as running it; PGlite parses it once but still plans it for
 * each search's values, see `prepareRead`). The matches are collected first (GIN bitmap)
 * and counted by a window; the window also keeps PostgreSQL 15 from walking the created_at
 * index through every active item, as it would for `count(*) over ()` beside ORDER BY … LIMIT.
 */
function textPageQuery(db: Db, sort: ItemSort) {
  const scored = db
    .select({
      // Aliased, so that the outer ORDER BY names these and not the joined item's columns.
      id: sql<string>`${items.id}`.as('match_id'),
      createdAt: sql<Date>`${items.createdAt}`.as('match_created_at'),
      priceCents: sql<number>`${items.priceCents}`.as('match_price_cents'),
      rank: sql<number>`${sort === 'relevance' ? wordRank : sql`0`}`.as('rank'),
    })
    .from(items)
    .crossJoin(searchQuery)
    .where(filters)
    // An OFFSET (always 0) keeps this a query of its own: the rank is computed as each match is
    // read, and the window above stores four narrow columns, not every match's search vector
    // (PGlite took twice as long copying those). The builder leaves out a literal OFFSET 0.
    .offset(sql.placeholder('fence'))
    .as('scored');
  return countedPageOf(db, sort, scored);
}

/** Planned once per connection on PostgreSQL, parsed once per app on PGlite (see `prepareRead`). */
function prepareWordSearch(db: Db, sort: ItemSort) {
  const query = textPageQuery(db, sort);
  return prepareRead(db, `items_word_search_${sort}`, query, countedRecordKeys);
}

/** Whether any listed item holds a word: planned once per connection, an index lookup. */
function prepareHoldsWord(db: Db) {
  const lexeme = lexemeOf(sql`${sql.placeholder('word')}`);
  const query = db
    .select({
      held: sql<number>`(exists (select 1 from ${itemSearchPostings}
        where ${itemSearchPostings.lexeme} = ${lexeme}))::int`,
    })
    .from(sql`(select 1) as one`);
  return prepareRead(db, 'items_holds_word', query, ['held']);
}

/** One statement for each sort order. */
function perSort<Statement>(prepare: (sort: ItemSort) => Statement): Record<ItemSort, Statement> {
  const newest = prepare('newest');
  return {
    relevance: prepare('relevance'),
    newest,
    price_asc: prepare('price_asc'),
    price_desc: prepare('price_desc'),
    // Nearness needs a place searched near, which these statements never take.
    distance: newest,
  };
}

/** A page and the number of matches; a page past the end has no row to carry the number. */
export interface TextPage {
  records: ItemRecord[];
  total: number | undefined;
}

function toTextPage(rows: (ItemRecord & { total: number })[]): TextPage {
  const records = rows.map(({ total: _total, ...record }) => record);
  return { records, total: rows[0] ? Number(rows[0].total) : undefined };
}

/**
 * Pages of items whose text matches: one word through its search postings (with its retry as a
 * misspelling in the same statement when the postings answer it exactly), other words through
 * the prepared statements on the items' search vectors, and a misspelt word's retry otherwise
 * through a statement of its own, with or without a place.
 */
export function createTextSearch(db: Db) {
  const wordStatements = perSort((sort) => prepareWordSearch(db, sort));
  const postingStatements = perSort((sort) => preparePostingSearch(db, sort));
  const typoWordStatements = perSort((sort) => prepareTypoWordSearch(db, sort));
  const holdsWordStatement = prepareHoldsWord(db);
  const nearWordsStatements = Object.fromEntries(
    ITEM_SORTS.map((sort) => [sort, prepareNearWordsSearch(db, sort)]),
  ) as Record<ItemSort, ReturnType<typeof prepareNearWordsSearch>>;
  // Planning the statement with both halves for each search's values (PGlite) costs more than
  // the round trip it saves, which is within the process there.
  const wordOrCorrectionsStatements = readsPlannedOnce(db)
    ? perSort((sort) => prepareWordOrCorrectionsSearch(db, sort))
    : undefined;

  return {
    async searchWords(sort: ItemSort, params: WordSearchParams): Promise<TextPage> {
      if (answeredByPostings(params)) {
        const { location: _location, ...postingParams } = params;
        const page = toTextPage(await postingStatements[sort](postingParams));
        // No row: no match or a page past the end, or, for letters beyond ASCII, perhaps a text
        // the database reads as several words after all, which only the items can tell. A
        // misspelt word's retry comes after an empty answer: it must not wait for two.
        if (page.total !== undefined || emptyPostingsAreFinal(params.text)) return page;
      }
      return toTextPage(await wordStatements[sort]({ ...params, fence: 0 }));
    },

    /**
     * A word the postings answer exactly, with its retry as a misspelling in the same statement,
     * where reads are planned once; undefined where that does not apply, and for a page past the
     * end (no row says whose end).
     */
    async searchWordOrCorrections(
      sort: ItemSort,
      params: WordSearchParams,
      retry: Pick<TypoWordParams, 'word' | 'edits'>,
    ): Promise<TextPage | undefined> {
      if (!wordOrCorrectionsStatements) return undefined;
      if (!answeredByPostings(params) || !emptyPostingsAreFinal(params.text)) return undefined;
      const page = toTextPage(await wordOrCorrectionsStatements[sort]({ ...params, ...retry }));
      if (page.total !== undefined) return page;
      return params.offset === 0 ? { records: [], total: 0 } : undefined;
    },

    /**
     * Whether some listed item holds the word, wherever it is: a search near a place that finds
     * nothing for such a word found no match nearby, not a misspelling. One index lookup.
     */
    async holdsWord(word: string): Promise<boolean> {
      const [row] = await holdsWordStatement({ word });
      return row?.held === 1;
    },

    /** Words near a place, maybe free on dates: a statement planned once per connection. */
    searchNearWords(sort: ItemSort, params: NearWordsParams): Promise<PlacedPage> {
      return nearWordsStatements[sort](params);
    },

    /** A misspelt word's retry with its corrections found in the same statement. */
    async searchTypoWord(sort: ItemSort, params: TypoWordParams): Promise<TextPage> {
      return toTextPage(await typoWordStatements[sort](params));
    },
  };
}

export type TextSearch = ReturnType<typeof createTextSearch>;
