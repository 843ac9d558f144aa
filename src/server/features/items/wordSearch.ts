import { eq, type SQL, sql } from 'drizzle-orm';
import type { ItemSort } from '../../../shared/items';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/preparedRead';
import { categories, items, users } from '../../db/schema';
import { type ItemRecord, itemRating, recordColumns } from './repo';
import { ordering, parameterFilters, type WordSearchParams } from './search';

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

/**
 * One statement per sort order, with fixed text and the filters as parameters, so PostgreSQL
 * plans it once per connection instead of on every search (planning cost as much as running it).
 * The matches are collected first (GIN bitmap) and counted by a window; the window also keeps
 * PostgreSQL 15 from walking the created_at index through every active item, as it would for
 * `count(*) over ()` beside ORDER BY … LIMIT. Only the page's rows are joined.
 */
export function wordSearchQuery(db: Db, sort: ItemSort) {
  const rank = sort === 'relevance' ? sql`ts_rank(${items.searchVector}, search_query)` : sql`0`;
  const scored = db
    .select({
      // Aliased, so that the outer ORDER BY names these and not the joined item's columns.
      id: sql<string>`${items.id}`.as('match_id'),
      createdAt: sql<Date>`${items.createdAt}`.as('match_created_at'),
      priceCents: sql<number>`${items.priceCents}`.as('match_price_cents'),
      rank: sql<number>`${rank}`.as('rank'),
    })
    .from(items)
    .crossJoin(searchQuery)
    .where(filters)
    // An OFFSET (always 0) keeps this a query of its own: the rank is computed as each match is
    // read, and the window above stores four narrow columns, not every match's search vector
    // (PGlite took twice as long copying those). The builder leaves out a literal OFFSET 0.
    .offset(sql.placeholder('fence'))
    .as('scored');
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
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
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

const wordSearchColumns = [
  ...(Object.keys(recordColumns) as (keyof ItemRecord)[]),
  'total',
] as const;

/** Planned once per connection on PostgreSQL, and once per app on PGlite (see `prepareRead`). */
function prepareWordSearch(db: Db, sort: ItemSort) {
  return prepareRead(db, `items_word_search_${sort}`, wordSearchQuery(db, sort), wordSearchColumns);
}

/** Pages of items whose words match the search text, by any sort order. */
export function createWordSearch(db: Db) {
  const statements = {
    relevance: prepareWordSearch(db, 'relevance'),
    newest: prepareWordSearch(db, 'newest'),
    price_asc: prepareWordSearch(db, 'price_asc'),
    price_desc: prepareWordSearch(db, 'price_desc'),
  } satisfies Record<ItemSort, unknown>;

  /** A page and the number of matches; a page past the end has no row to carry the number. */
  return async function searchWords(
    sort: ItemSort,
    params: WordSearchParams,
  ): Promise<{ records: ItemRecord[]; total: number | undefined }> {
    const rows = await statements[sort]({ ...params, fence: 0 });
    const records = rows.map(({ total: _total, ...record }) => record);
    return { records, total: rows[0] ? Number(rows[0].total) : undefined };
  };
}

export type SearchWords = ReturnType<typeof createWordSearch>;
