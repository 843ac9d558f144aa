import { type SQL, sql } from 'drizzle-orm';
import type { ItemSort } from '../../../shared/items';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/preparedRead';
import { itemSearchPostings, items } from '../../db/schema';
import { countedMatchesOf, countedPageOf, type ScoredMatches } from './countedPage';
import { lexemeOf, postingPageOf, wordHasPostings } from './postingSearch';
import { countedRecordKeys, countedRecordsOf } from './repo';
import {
  CORRECTIONS_JOINER,
  type FilterValues,
  POSTING_FILTERS,
  parameterFilters,
  titleHoldsWord,
} from './search';
import { closestTitleWords } from './spelling';

/** A misspelt word (lower case) and the edits its length allows, with the filters and page. */
export type TypoWordParams = FilterValues & {
  word: string;
  edits: number;
  limit: number;
  offset: number;
};

const placeholder = (name: keyof TypoWordParams) => sql.placeholder(name);

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/**
 * The retry's matches, corrections included, in one statement: an item holding the correction,
 * or whose title holds the word among its trigrams (a partial word: 'cam' for 'Camera'), each
 * once. With a single correction (or none) they are read from the correction's postings, whose
 * rank is `ts_rank` for that word alone, and from the trigram index; items matched by trigrams
 * alone rank 0, as `ts_rank` gives an item without the word. Several corrections at the same
 * distance, and any search with a place (postings hold none), are searched in the items'
 * vectors, ranked for the query of all the corrections (0 without any: the query is null, which
 * `or` passes over, left bare so that the GIN index still serves it).
 */
function typoMatches(sort: ItemSort): SQL {
  const ranked = (rank: SQL) => (sort === 'relevance' ? rank : sql`0::real`);
  const word = sql`${placeholder('word')}::text`;
  const byTrigram = titleHoldsWord(word);
  const postingFilters = parameterFilters(placeholder, itemSearchPostings, POSTING_FILTERS);
  const itemFilters = [sql`${items.status} = 'active'`, ...parameterFilters(placeholder)];
  const fromPostings = sql`(${placeholder('location')}::text is null
    and (corrected.corrections = 0 or corrected.lexeme is not null))`;
  return sql`(
    with closest as (${closestTitleWords(word, sql`${placeholder('edits')}`)}),
    counted as (
      select count(*) as corrections, min(closest.word) as first_word,
             string_agg(closest.word, ${CORRECTIONS_JOINER}::text order by closest.word) as text
      from closest
    ),
    corrected as (
      select corrections,
             case when corrections = 1 then ${lexemeOf(sql`counted.first_word`)} end as lexeme,
             websearch_to_tsquery('english', counted.text) as search_query
      from counted
    )
    select ${itemSearchPostings.itemId} as match_id,
           ${itemSearchPostings.createdAt} as match_created_at,
           ${itemSearchPostings.priceCents} as match_price_cents,
           ${ranked(sql`${itemSearchPostings.rank}`)} as match_rank
    from corrected, ${itemSearchPostings}
    where ${and([fromPostings, sql`${itemSearchPostings.lexeme} = corrected.lexeme`, ...postingFilters])}
    union all
    select ${items.id}, ${items.createdAt}, ${items.priceCents}, 0::real
    from corrected, ${items}
    where ${and([
      fromPostings,
      byTrigram,
      sql`not coalesce(${items.searchVector} @@ item_search_lexeme_query(corrected.lexeme), false)`,
      ...itemFilters,
    ])}
    union all
    select ${items.id}, ${items.createdAt}, ${items.priceCents},
           ${ranked(sql`coalesce(ts_rank(${items.searchVector}, corrected.search_query), 0)`)}
    from corrected, ${items}
    where ${and([
      sql`not ${fromPostings}`,
      sql`(${items.searchVector} @@ corrected.search_query or ${byTrigram})`,
      ...itemFilters,
    ])}
  ) as typo_matches`;
}

/** The retry's matches with their ranks, before they are counted and cut to a page. */
function typoScored(db: Db, sort: ItemSort): ScoredMatches {
  return db
    .select({
      id: sql<string>`typo_matches.match_id`.as('match_id'),
      createdAt: sql<Date>`typo_matches.match_created_at`.as('match_created_at'),
      priceCents: sql<number>`typo_matches.match_price_cents`.as('match_price_cents'),
      rank: sql<number>`typo_matches.match_rank`.as('rank'),
    })
    .from(typoMatches(sort))
    .as('scored');
}

/**
 * A misspelt word's retry as one statement per sort order, with or without a place: the
 * corrections are found in it, so the retry is a single round trip after the search that found
 * nothing.
 */
export function prepareTypoWordSearch(db: Db, sort: ItemSort) {
  return prepareRead(
    db,
    `items_typo_word_search_${sort}`,
    countedPageOf(db, sort, typoScored(db, sort)),
    countedRecordKeys,
  );
}

/**
 * A word's page from its postings, or, when no posting of it passes the filters, the page of
 * its retry as a misspelling: one statement, so a misspelt word costs one round trip like any
 * other. The retry is read only when the postings hold nothing for it.
 */
function wordOrCorrectionsQuery(db: Db, sort: ItemSort) {
  const retry = countedMatchesOf(db, sort, typoScored(db, sort), sql`not ${wordHasPostings(db)}`);
  return countedRecordsOf(db, sort, postingPageOf(db, sort).unionAll(retry).as('page'));
}

/**
 * One word's search with its retry as a misspelling in the same statement, one per sort order;
 * for a word the postings answer exactly (see `emptyPostingsAreFinal`) and without a place.
 */
export function prepareWordOrCorrectionsSearch(db: Db, sort: ItemSort) {
  return prepareRead(
    db,
    `items_word_or_corrections_${sort}`,
    wordOrCorrectionsQuery(db, sort),
    countedRecordKeys,
  );
}
