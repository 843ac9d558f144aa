import { count, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ItemSort } from '../../../shared/items';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/preparedRead';
import { itemSearchPostings } from '../../db/schema';
import { countedRecordKeys, countedRecordsOf } from './repo';
import { ordering, POSTING_FILTERS, parameterFilters, type WordSearchParams } from './search';

const placeholder = (name: keyof WordSearchParams) => sql.placeholder(name);

/**
 * The text's lexeme when the database's own parser reads the text as one word: one lexeme, at
 * the first position alone, which is then also what the full-text search looks for. Otherwise
 * null, and nothing is found: the rule that sends texts here (`answeredByPostings`) knows
 * letters the database may not (ones newer than its Unicode tables split a text into words),
 * so for such letters the caller searches the items when the postings find nothing (see
 * `emptyPostingsAreFinal`). A stop word has no lexeme.
 */
export function lexemeOf(text: SQL): SQL {
  return sql`(
    select min(word.lexeme)
    from unnest(to_tsvector('english', ${text}::text)) as word
    having count(*) = 1 and min(word.positions) = '{1}'
  )`;
}

const searchedLexeme = lexemeOf(sql`${placeholder('text')}`);

/** The posting columns a search compares, of the table or of an alias of it. */
interface PostingColumns {
  lexeme: SQLWrapper;
  categoryId: SQLWrapper;
  priceCents: SQLWrapper;
}

function postingConditions(postings: PostingColumns): SQL {
  return sql.join(
    [
      sql`${postings.lexeme} = ${searchedLexeme}`,
      ...parameterFilters(placeholder, postings, POSTING_FILTERS),
    ],
    sql` and `,
  );
}

/**
 * A page of one word's matches and their number, from the postings alone: for relevance the
 * page is read in the index's order and stops after it; for other orders the word's postings
 * (narrow index entries) are sorted. The number is a count of index entries, computed once.
 * Only the page's items are then joined with their owners, categories and ratings.
 */
export function postingPageOf(db: Db, sort: ItemSort) {
  const counted = alias(itemSearchPostings, 'counted');
  const total = db.select({ total: count() }).from(counted).where(postingConditions(counted));
  const postings = itemSearchPostings;
  return db
    .select({
      // Aliased, so that the outer ORDER BY names these and not the joined item's columns.
      id: sql<string>`${postings.itemId}`.as('posting_item_id'),
      createdAt: sql<Date>`${postings.createdAt}`.as('posting_created_at'),
      priceCents: sql<number>`${postings.priceCents}`.as('posting_price_cents'),
      rank: sql<number>`${postings.rank}`.as('posting_rank'),
      total: sql<number>`(${total})`.as('total'),
    })
    .from(postings)
    .where(postingConditions(postings))
    .orderBy(
      ...ordering(sort, {
        createdAt: postings.createdAt,
        priceCents: postings.priceCents,
        id: postings.itemId,
        rank: postings.rank,
      }),
    )
    .limit(placeholder('limit'))
    .offset(placeholder('offset'));
}

/** Whether the word has a posting that passes the filters: a match on any page. */
export function wordHasPostings(db: Db): SQL {
  const held = alias(itemSearchPostings, 'held');
  return sql`exists (${db.select({ one: sql`1` }).from(held).where(postingConditions(held))})`;
}

function postingPageQuery(db: Db, sort: ItemSort) {
  return countedRecordsOf(db, sort, postingPageOf(db, sort).as('page'));
}

/** One statement per sort order, planned once per connection (parsed once per app on PGlite). */
export function preparePostingSearch(db: Db, sort: ItemSort) {
  return prepareRead(
    db,
    `items_posting_search_${sort}`,
    postingPageQuery(db, sort),
    countedRecordKeys,
  );
}
