import { and, asc, desc, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type ItemSort, LISTINGS_PAGE_SIZE } from '../../../shared/items';
import { minorUnitsPerMajor } from '../../../shared/marketplace';
import { type Cents, centsAtLeast, centsAtMost } from '../../../shared/money';
import type { ItemsQuery } from '../../../shared/schemas/items';
import { itemCalendar, itemPlaceText, items } from '../../db/schema';
import { type Box, earthRadius, type SearchCentre, searchCentre } from './nearby';

/**
 * What the search text must match: its words through full-text search, or, when those found
 * nothing, a misspelt single word through dictionary corrections and title trigrams.
 */
export type TextMatch =
  | { kind: 'words'; text: string }
  | { kind: 'typo'; word: string; corrections: string[] };

export interface ItemsSearchPlan {
  where: SQL;
  sort: ItemSort;
  /** Each match's distance from the place searched near; present only in such a search. */
  distance?: SQL;
  /** Present while searching text; computed only when results are sorted by relevance. */
  rank?: SQL;
  /** Search text bounds the matches: they are collected first, then sorted and counted. */
  hasText: boolean;
  limit: number;
  offset: number;
}

/** The columns an ordering reads: the items table's, or those of a subquery of matches. */
export interface SortColumns {
  createdAt: SQLWrapper;
  priceCents: SQLWrapper;
  id: SQLWrapper;
  rank?: SQLWrapper;
  distance?: SQLWrapper;
}

/** Only a lone word is corrected: in a phrase the other words still find the item. */
const TYPO_WORD = /^[\p{L}\p{N}]{3,20}$/u;

/** A query of one word can be retried with typo tolerance when it matched nothing. */
export function typoCandidate(text: string | undefined): string | undefined {
  const word = text?.trim().toLowerCase();
  return word && TYPO_WORD.test(word) ? word : undefined;
}

/**
 * Edits allowed when correcting a word. Levenshtein counts a swap of two letters as two edits,
 * and 'drlil' must still find 'drill'; shorter words would match too many others.
 */
export function allowedEdits(word: string): number {
  if (word.length <= 3) return 0;
  return word.length === 4 ? 1 : 2;
}

/** Makes % and _ in the user's text match themselves in LIKE patterns (backslash escapes). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const webSearch = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

/**
 * A title holds the word among its trigrams: `%>` is the indexable form of word_similarity(word,
 * title) above pg_trgm's threshold (0.6). It catches partial words such as 'cam' for 'Camera'.
 */
export function titleHoldsWord(word: SQLWrapper): SQL {
  return sql`lower(${items.title}) %> ${word}`;
}

/** A misspelt word's corrections are searched as alternatives, in one full-text query. */
export const CORRECTIONS_JOINER = ' or ';

/** The text of the full-text query of a misspelt word's corrections. */
export function correctionsText(corrections: string[]): string {
  return corrections.join(CORRECTIONS_JOINER);
}

function textCondition(match: TextMatch): SQL {
  if (match.kind === 'words') return sql`${items.searchVector} @@ ${webSearch(match.text)}`;
  const byTrigram = titleHoldsWord(sql`${match.word}`);
  if (match.corrections.length === 0) return byTrigram;
  const corrected = sql`${items.searchVector} @@ ${webSearch(correctionsText(match.corrections))}`;
  return or(corrected, byTrigram) ?? byTrigram;
}

/** Title words weigh most (A), so title matches rank above description matches. */
function relevance(match: TextMatch): SQL | undefined {
  const words = match.kind === 'words' ? match.text : correctionsText(match.corrections);
  // Trigram matches alone have nothing to rank by: they stay newest first.
  return words ? sql`ts_rank(${items.searchVector}, ${webSearch(words)})` : undefined;
}

/**
 * City, ZIP or any part of the address contains the text. Without search text the trigram
 * index finds the places; with it, the few text matches are checked row by row (the location
 * filter rule), because PostgreSQL would otherwise intersect with the index's bitmap of a
 * whole city (half the items for Springfield: 20 ms instead of under one).
 */
function locationCondition(location: string): SQL {
  return sql`${itemPlaceText(items)} like ${`%${escapeLike(location)}%`}`;
}

/**
 * The largest price a PostgreSQL integer of cents holds ($21,474,836.47, ¥2,147,483,647);
 * filters past it are settled here.
 */
const largestPrice = () => 2_147_483_647 / minorUnitsPerMajor();
/** No item costs this much: a minimum above the largest price matches nothing. */
const ABOVE_LARGEST_PRICE_CENTS = 2_147_483_648;

/**
 * Filters compare whole cents: a minimum of 10.005 starts at 10.01, a maximum ends at 10.00.
 * Undefined: no item costs that much.
 */
function minimumCents(dollars: number): Cents | undefined {
  return dollars > largestPrice() ? undefined : centsAtLeast(dollars);
}

/** Undefined: every item costs less, so the maximum filters nothing. */
function maximumCents(dollars: number): Cents | undefined {
  return dollars >= largestPrice() ? undefined : centsAtMost(dollars);
}

/** The filters a search may ask for, as the values the database compares; null: not asked. */
export type FilterValues = {
  category: number | null;
  minCents: number | null;
  maxCents: number | null;
  location: string | null;
};

/** The columns the filters compare: the items table's, or a search posting's copies of them. */
export interface FilterColumns {
  categoryId: SQLWrapper;
  priceCents: SQLWrapper;
}

/** Each filter's rule, given its value already cast to `filterTypes`' type. */
const filterRules = {
  category: (value: SQL, columns: FilterColumns) => sql`${columns.categoryId} = ${value}`,
  minCents: (value: SQL, columns: FilterColumns) => sql`${columns.priceCents} >= ${value}`,
  maxCents: (value: SQL, columns: FilterColumns) => sql`${columns.priceCents} <= ${value}`,
  // No index serves the place here: the few text matches are checked row by row. Postings
  // hold no place, so a search with a location is never answered from them.
  location: (value: SQL) => sql`strpos(${itemPlaceText(items)}, ${value}) > 0`,
} satisfies Record<keyof FilterValues, (value: SQL, columns: FilterColumns) => SQL>;

/** Bigint for the cents: a minimum above the largest price must still compare (and find none). */
const filterTypes = {
  category: 'int',
  minCents: 'bigint',
  maxCents: 'bigint',
  location: 'text',
} satisfies Record<keyof FilterValues, string>;

const filterNames = Object.keys(filterRules) as (keyof FilterValues)[];

const typed = (name: keyof FilterValues, value: unknown) =>
  sql`${value}::${sql.raw(filterTypes[name])}`;

/** The filters asked for, settled to whole cents and lower-case place text. */
function filterValues(query: ItemsQuery): FilterValues {
  const { minPrice, maxPrice } = query;
  return {
    category: query.category ?? null,
    minCents: minPrice === undefined ? null : (minimumCents(minPrice) ?? ABOVE_LARGEST_PRICE_CENTS),
    maxCents: maxPrice === undefined ? null : (maximumCents(maxPrice) ?? null),
    location: query.location ? query.location.toLowerCase() : null,
  };
}

function filterConditions(query: ItemsQuery, hasText: boolean): SQL[] {
  const values = filterValues(query);
  const conditions: SQL[] = [eq(items.status, 'active')];
  for (const name of filterNames) {
    const value = values[name];
    if (value === null) continue;
    conditions.push(
      name === 'location' && !hasText
        ? locationCondition(String(value))
        : filterRules[name](typed(name, value), items),
    );
  }
  return conditions;
}

/**
 * The same filters with each value a parameter, for a statement whose text never changes:
 * a filter that is not asked for arrives as null and lets every row through.
 */
export function parameterFilters(
  parameter: (name: keyof FilterValues) => SQLWrapper,
  columns: FilterColumns = items,
  names: readonly (keyof FilterValues)[] = filterNames,
): SQL[] {
  return names.map((name) => {
    const value = typed(name, parameter(name));
    return sql`(${value} is null or ${filterRules[name](value, columns)})`;
  });
}

/** The filters a search posting can check by itself: all but the place. */
export const POSTING_FILTERS = ['category', 'minCents', 'maxCents'] as const;

/**
 * Letters and decimal digits only: one token for PostgreSQL's parser (other numerals, ½ ² ⁰,
 * separate words), so one lexeme, or none for a stop word. Letters newer than the database's
 * Unicode tables separate words too: the posting statement then finds nothing (items are read).
 */
const ONE_WORD = /^[\p{L}\p{Nd}]+$/u;

/**
 * A search of one word without a place is answered by the postings of that word alone (the
 * match, its rank, every other filter and sort); several words, operators or a location need
 * the items themselves.
 */
export function answeredByPostings(params: WordSearchParams): boolean {
  return params.location === null && ONE_WORD.test(params.text.trim());
}

/**
 * ASCII letters and digits are one token to every version of PostgreSQL's parser, whatever its
 * Unicode tables: when the postings find nothing for such a word, nothing matches it.
 */
const ASCII_WORD = /^[A-Za-z0-9]+$/;

/**
 * Whether an empty answer from the postings is final, or the database may have read the text as
 * several words (letters beyond ASCII it does not know) and the items must be searched instead.
 */
export function emptyPostingsAreFinal(text: string): boolean {
  return ASCII_WORD.test(text.trim());
}

/**
 * Relevance is the default while searching and means nothing without search text; nearness
 * means nothing without a place searched near: newest first then, as the prepared statements
 * (which never take a place) answer it.
 */
export function effectiveSort(
  sort: ItemSort | undefined,
  hasText: boolean,
  hasPlace = false,
): ItemSort {
  if (!sort) return hasText ? 'relevance' : 'newest';
  if (sort === 'distance' && !hasPlace) return 'newest';
  return sort === 'relevance' && !hasText ? 'newest' : sort;
}

/** The ORDER BY of a plan; ties end on created_at and id so pages never repeat or skip. */
export function ordering(sort: ItemSort, columns: SortColumns): SQL[] {
  const newest = [desc(columns.createdAt), desc(columns.id)];
  switch (sort) {
    case 'price_asc':
      return [asc(columns.priceCents), ...newest];
    case 'price_desc':
      return [desc(columns.priceCents), ...newest];
    case 'relevance':
      return columns.rank ? [desc(columns.rank), ...newest] : newest;
    case 'distance':
      return columns.distance ? [asc(columns.distance), ...newest] : newest;
    default:
      return newest;
  }
}

/**
 * Bookable for the whole stay: no rental or owner's block of the item overlaps the half-open
 * range [from, to), the rule bookings keep (the exclusion constraint's GiST index answers it);
 * the owner lends it at all; and the stay's nights are within the owner's shortest and longest.
 * The owner's notice is left to the request: it depends on the day the search is made.
 */
export function bookableOnDates(from: SQLWrapper, to: SQLWrapper): SQL {
  const nights = sql`(${to}::date - ${from}::date)`;
  return sql`${items.availability} <> 'Unavailable'
    and (${items.minRentalDays} is null or ${items.minRentalDays} <= ${nights})
    and (${items.maxRentalDays} is null or ${items.maxRentalDays} >= ${nights})
    and not exists (
      select 1 from ${itemCalendar}
      where ${itemCalendar.itemId} = ${items.id}
        and daterange(${itemCalendar.fromDate}, ${itemCalendar.toDate}, '[)')
            && daterange(${from}::date, ${to}::date, '[)')
    )`;
}

/** The conditions of a search near a place: inside the box (GiST index), then within reach. */
function nearConditions(centre: SearchCentre | undefined): SQL[] {
  // An unknown place finds nothing; the route refuses it before any search.
  if (!centre) return [sql`false`];
  const { box, reach } = centre;
  return [
    sql`${items.latitude} is not null`,
    sql`point(${items.longitude}, ${items.latitude}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`,
    sql`${centre.distance} <= ${reach}::float8`,
  ];
}

/**
 * The whole search as one condition, with its order and page. Saved searches reuse `where` to
 * tell whether a new item matches, so every filter the query asks for belongs in it.
 */
export function buildItemsSearch(query: ItemsQuery, match: TextMatch | undefined): ItemsSearchPlan {
  const pageSize = query.limit ?? LISTINGS_PAGE_SIZE;
  const conditions = filterConditions(query, match !== undefined);
  const centre = query.near === undefined ? undefined : searchCentre(query.near, query.radius);
  if (query.near !== undefined) conditions.push(...nearConditions(centre));
  if (query.from && query.to)
    conditions.push(bookableOnDates(sql`${query.from}`, sql`${query.to}`));
  if (match) conditions.push(textCondition(match));
  const sort = effectiveSort(query.sort, match !== undefined, centre !== undefined);
  const rank = match && sort === 'relevance' ? relevance(match) : undefined;
  return {
    where: and(...conditions) ?? sql`true`,
    sort,
    ...(centre && { distance: centre.distance }),
    ...(rank && { rank }),
    hasText: match !== undefined,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  };
}

/**
 * A place searched near or dates to be free on: the statements prepared for words alone take
 * neither, so such a search goes to the near-words statement, the browse page or `searchPage`.
 */
export function needsPlacePlan(query: ItemsQuery): boolean {
  return query.near !== undefined || query.from !== undefined || query.to !== undefined;
}

/** A search by words near a place, maybe free on dates: its values, filters and page. */
export type NearWordsParams = FilterValues &
  Box & {
    text: string;
    latitude: number;
    longitude: number;
    /** How far the search reaches, and the Earth's radius, in the marketplace's unit. */
    reach: number;
    earthRadius: number;
    /** Both, or null for a search on any dates. */
    from: string | null;
    to: string | null;
    limit: number;
    offset: number;
  };

/**
 * The values of the prepared search by words near a place (and maybe dates), as
 * `buildItemsSearch` would compare them; undefined without a known place.
 */
export function nearWordsParams(query: ItemsQuery, text: string): NearWordsParams | undefined {
  const centre = query.near === undefined ? undefined : searchCentre(query.near, query.radius);
  if (!centre) return undefined;
  return {
    ...wordSearchParams(query, text),
    ...centre.box,
    latitude: centre.centre.latitude,
    longitude: centre.centre.longitude,
    reach: centre.reach,
    earthRadius: earthRadius(),
    from: query.from ?? null,
    to: query.to ?? null,
  };
}

/** The parameters of the prepared word search: the filters' values, the text and the page. */
export type WordSearchParams = FilterValues & { text: string; limit: number; offset: number };

/** The same filters as `buildItemsSearch`, as values for the prepared word search. */
export function wordSearchParams(query: ItemsQuery, text: string): WordSearchParams {
  const pageSize = query.limit ?? LISTINGS_PAGE_SIZE;
  return {
    text,
    ...filterValues(query),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  };
}
