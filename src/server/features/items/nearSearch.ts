import { eq, type SQL, sql } from 'drizzle-orm';
import type { ItemSort } from '../../../shared/items';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/preparedRead';
import { categories, items, users } from '../../db/schema';
import { distanceFromParameters } from './nearby';
import { itemRating, type PlacedPage, type PlacedRecord, recordColumns, recordKeys } from './repo';
import { bookableOnDates, type NearWordsParams, ordering, parameterFilters } from './search';

const placeholder = (name: keyof NearWordsParams) => sql.placeholder(name);
const float = (name: keyof NearWordsParams) => sql`${placeholder(name)}::float8`;

const searchQuery = sql`websearch_to_tsquery('english', ${placeholder('text')}) as search_query`;
const distance = distanceFromParameters(
  float('latitude'),
  float('longitude'),
  float('earthRadius'),
);

/** The conditions of `buildItemsSearch` for a place, dates and words, with values as parameters. */
const conditions: SQL = sql.join(
  [
    sql`${items.status} = 'active'`,
    sql`${items.searchVector} @@ search_query`,
    ...parameterFilters(placeholder),
    sql`${items.latitude} is not null`,
    sql`point(${items.longitude}, ${items.latitude}) <@ box(point(${float('west')}, ${float('south')}), point(${float('east')}, ${float('north')}))`,
    sql`${distance} <= ${float('reach')}`,
    sql`(${placeholder('from')}::date is null or (${bookableOnDates(placeholder('from'), placeholder('to'))}))`,
  ],
  sql` and `,
);

const wordRank = sql`ts_rank(${items.searchVector}, search_query)`;

/**
 * The page of a search by words near a place as one statement per sort order, planned once
 * per connection on PostgreSQL like the other searches by words: the matches in the box (the
 * point index and the words' GIN index together), counted by a window, sorted and cut, then
 * joined with owners, categories and ratings for the page's rows alone.
 */
function nearWordsQuery(db: Db, sort: ItemSort) {
  const scored = db
    .select({
      id: sql<string>`${items.id}`.as('match_id'),
      createdAt: sql<Date>`${items.createdAt}`.as('match_created_at'),
      priceCents: sql<number>`${items.priceCents}`.as('match_price_cents'),
      rank: sql<number>`${sort === 'relevance' ? wordRank : sql`0`}`.as('match_rank'),
      distance: sql<number>`${distance}`.as('match_distance'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(items)
    .crossJoin(searchQuery)
    .where(conditions)
    .as('scored');
  const page = db
    .select({
      id: scored.id,
      createdAt: scored.createdAt,
      priceCents: scored.priceCents,
      rank: scored.rank,
      distance: scored.distance,
      total: scored.total,
    })
    .from(scored)
    .orderBy(...ordering(sort, scored))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...recordColumns, distance: page.distance, total: page.total })
    .from(page)
    .innerJoin(items, eq(items.id, page.id))
    .innerJoin(users, eq(users.id, items.ownerId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .crossJoinLateral(itemRating)
    .orderBy(...ordering(sort, page));
}

const nearWordsKeys = [...recordKeys, 'distance', 'total'] as const;

/** One statement per sort order, nearness among them. */
export function prepareNearWordsSearch(db: Db, sort: ItemSort) {
  const read = prepareRead(db, `items_near_words_${sort}`, nearWordsQuery(db, sort), nearWordsKeys);
  return async (params: NearWordsParams): Promise<PlacedPage> => {
    const rows = await read({ ...params });
    const records: PlacedRecord[] = rows.map(({ total: _total, ...record }) => record);
    return { records, total: rows[0] ? Number(rows[0].total) : undefined };
  };
}
