import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ItemSort } from '../../../shared/items';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/preparedRead';
import { categories, items, users } from '../../db/schema';
import { preparePostingSearch } from './postingSearch';
import { type ItemRecord, itemRating, recordColumns } from './repo';
import {
  answeredByPostings,
  type ItemsSearchPlan,
  ordering,
  parameterFilters,
  type WordSearchParams,
} from './search';

/** A misspelt word's retry: the corrections, joined by `or`, are its text. */
export type TypoSearchParams = WordSearchParams & { word: string };

const placeholder = (name: keyof TypoSearchParams) => sql.placeholder(name);

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

/**
 * A misspelt word matches items holding one of its corrections, or the word among a title's
 * trigrams (a partial word: 'cam' for 'Camera'). Without corrections the text is empty, which
 * matches nothing and ranks every item 0, so trigram matches stay newest first.
 */
const typoFilters: SQL = sql.join(
  [
    sql`${items.status} = 'active'`,
    sql`(${matchesQuery} or lower(${items.title}) %> ${placeholder('word')})`,
    ...parameterFilters(placeholder),
  ],
  sql` and `,
);

/** What a page of text matches is made of: fixed values, or placeholders when prepared. */
interface TextPageParts {
  where: SQL;
  rank: SQL;
  /** The parsed search text, joined in FROM as `search_query` for the conditions to use. */
  searchQuery?: SQL;
  /** A placeholder for OFFSET 0, which keeps the matches a query of their own (see below). */
  fence?: Placeholder;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/**
 * A page of text matches and their number. The matches are collected first (GIN bitmap) and
 * counted by a window; the window also keeps PostgreSQL 15 from walking the created_at index
 * through every active item, as it would for `count(*) over ()` beside ORDER BY … LIMIT.
 * PostgreSQL sorts only above joins: the narrow matches are sorted and cut before joining.
 */
function textPageQuery(db: Db, sort: ItemSort, parts: TextPageParts) {
  const scoredQuery = db
    .select({
      // Aliased, so that the outer ORDER BY names these and not the joined item's columns.
      id: sql<string>`${items.id}`.as('match_id'),
      createdAt: sql<Date>`${items.createdAt}`.as('match_created_at'),
      priceCents: sql<number>`${items.priceCents}`.as('match_price_cents'),
      rank: sql<number>`${parts.rank}`.as('rank'),
    })
    .from(items)
    .$dynamic();
  if (parts.searchQuery) scoredQuery.crossJoin(parts.searchQuery);
  scoredQuery.where(parts.where);
  // An OFFSET (always 0) keeps this a query of its own: the rank is computed as each match is
  // read, and the window above stores four narrow columns, not every match's search vector
  // (PGlite took twice as long copying those). The builder leaves out a literal OFFSET 0.
  if (parts.fence) scoredQuery.offset(parts.fence);
  const scored = scoredQuery.as('scored');
  const matches = db
    .select({
      id: scored.id,
      createdAt: scored.createdAt,
      priceCents: scored.priceCents,
      rank: scored.rank,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(scored)
    .as('matches');
  const page = db
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      priceCents: matches.priceCents,
      rank: matches.rank,
      total: matches.total,
    })
    .from(matches)
    .orderBy(...ordering(sort, matches))
    .limit(parts.limit)
    .offset(parts.offset)
    .as('page');
  return db
    .select({ ...recordColumns, total: page.total })
    .from(page)
    .innerJoin(items, eq(items.id, page.id))
    .innerJoin(users, eq(users.id, items.ownerId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .crossJoinLateral(itemRating)
    .orderBy(...ordering(sort, page));
}

/**
 * One statement per sort order, with fixed text and the filters as parameters, so PostgreSQL
 * plans it once per connection instead of on every search (planning cost as much as running it).
 */
export function wordSearchQuery(db: Db, sort: ItemSort, where = filters) {
  const rank = sort === 'relevance' ? sql`ts_rank(${items.searchVector}, search_query)` : sql`0`;
  return textPageQuery(db, sort, {
    where,
    rank,
    searchQuery,
    fence: sql.placeholder('fence'),
    limit: placeholder('limit'),
    offset: placeholder('offset'),
  });
}

const wordSearchColumns = [
  ...(Object.keys(recordColumns) as (keyof ItemRecord)[]),
  'total',
] as const;

/** Planned once per connection on PostgreSQL, and once per app on PGlite (see `prepareRead`). */
function prepareWordSearch(db: Db, sort: ItemSort) {
  return prepareRead(db, `items_word_search_${sort}`, wordSearchQuery(db, sort), wordSearchColumns);
}

/** Prepared too: planning the trigram condition cost PGlite 1–14 ms per retry. */
function prepareTypoSearch(db: Db, sort: ItemSort) {
  const query = wordSearchQuery(db, sort, typoFilters);
  return prepareRead(db, `items_typo_search_${sort}`, query, wordSearchColumns);
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
 * Pages of items whose text matches: one word through its search postings, other words through
 * the prepared statements on the items' search vectors, or any other plan (the typo retry)
 * through the same query with fixed values.
 */
export function createTextSearch(db: Db) {
  const statements = {
    relevance: prepareWordSearch(db, 'relevance'),
    newest: prepareWordSearch(db, 'newest'),
    price_asc: prepareWordSearch(db, 'price_asc'),
    price_desc: prepareWordSearch(db, 'price_desc'),
  } satisfies Record<ItemSort, unknown>;
  const postingStatements = {
    relevance: preparePostingSearch(db, 'relevance'),
    newest: preparePostingSearch(db, 'newest'),
    price_asc: preparePostingSearch(db, 'price_asc'),
    price_desc: preparePostingSearch(db, 'price_desc'),
  } satisfies Record<ItemSort, unknown>;

  const typoStatements = {
    relevance: prepareTypoSearch(db, 'relevance'),
    newest: prepareTypoSearch(db, 'newest'),
    price_asc: prepareTypoSearch(db, 'price_asc'),
    price_desc: prepareTypoSearch(db, 'price_desc'),
  } satisfies Record<ItemSort, unknown>;

  return {
    async searchWords(sort: ItemSort, params: WordSearchParams): Promise<TextPage> {
      if (answeredByPostings(params)) {
        const { location: _location, ...postingParams } = params;
        return toTextPage(await postingStatements[sort](postingParams));
      }
      return toTextPage(await statements[sort]({ ...params, fence: 0 }));
    },

    async searchTypo(sort: ItemSort, params: TypoSearchParams): Promise<TextPage> {
      return toTextPage(await typoStatements[sort]({ ...params, fence: 0 }));
    },

    async searchMatches(plan: ItemsSearchPlan): Promise<TextPage> {
      const { where, sort, limit, offset } = plan;
      const rank = plan.rank ?? sql`0`;
      return toTextPage(await textPageQuery(db, sort, { where, rank, limit, offset }));
    },
  };
}

export type TextSearch = ReturnType<typeof createTextSearch>;
