import { DEFAULT_SEARCH_RADIUS, type ItemSort } from '../../../shared/items';
import type { ItemsPage, ItemsQuery } from '../../../shared/schemas/items';
import { toItem } from './presenters';
import type { ItemRecord, ItemsRepo, PlacedPage, PlacedRecord } from './repo';
import {
  allowedEdits,
  buildItemsSearch,
  type ItemsSearchPlan,
  nearWordsParams,
  needsPlacePlan,
  typoCandidate,
  wordSearchParams,
} from './search';
import type { createTtlCache } from './ttlCache';
import type { TextPage, TextSearch } from './wordSearch';

/** The repository, and the prepared search by words that sits beside it. */
export type ItemsReads = ItemsRepo & TextSearch;

/** The place and dates a query is searched near and free on; the default radius spelt out. */
function placeAndDates(query: ItemsQuery) {
  return [
    query.near,
    query.near === undefined ? undefined : (query.radius ?? DEFAULT_SEARCH_RADIUS),
    query.from,
    query.to,
  ];
}

/** Queries that differ only in letter case or spacing of their text share one result page. */
export function resultPageKey(query: ItemsQuery): string {
  return JSON.stringify([
    query.search?.toLowerCase().replace(/\s+/g, ' '),
    query.category,
    query.location?.toLowerCase(),
    query.minPrice,
    query.maxPrice,
    query.limit,
    query.page,
    query.sort,
    ...placeAndDates(query),
  ]);
}

/**
 * Finds a page of listings: browsing without text, a search by words, and when a single word
 * matched nothing, its retry as a possible misspelling. `totals` keeps browse totals briefly.
 */
export function createPageFinder(
  repo: ItemsReads,
  totals: ReturnType<typeof createTtlCache<number>>,
) {
  /**
   * Without search text the page itself is cheap (an index walk), but counting every active
   * item of a category is not (tens of ms at 100,000 items): totals are reused briefly.
   */
  async function browseAll(query: ItemsQuery, plan: ItemsSearchPlan) {
    const filters = [
      query.category,
      query.location?.toLowerCase(),
      query.minPrice,
      query.maxPrice,
      ...placeAndDates(query),
    ];
    const [records, total] = await Promise.all([
      repo.browsePage(plan),
      totals.load(JSON.stringify(filters), () => repo.countMatches(plan.where)),
    ]);
    return { records, total };
  }

  /** A page past the end has no row to carry the number of matches: they are counted apart. */
  async function withTotal<Page extends TextPage | PlacedPage>(
    { records, total }: Page,
    plan: ItemsSearchPlan,
  ): Promise<{ records: Page['records']; total: number }> {
    if (total !== undefined) return { records, total };
    return { records, total: plan.offset > 0 ? await repo.countMatches(plan.where) : 0 };
  }

  /**
   * The most common read: one prepared statement brings the page and the number of matches, for
   * a single word its retry as a misspelling too (`retried`: nothing is left to try).
   */
  async function searchWords(query: ItemsQuery, text: string, plan: ItemsSearchPlan) {
    const { sort } = plan;
    const params = wordSearchParams(query, text);
    const word = typoCandidate(text);
    const retry = word && { word, edits: allowedEdits(word) };
    const answered = retry && (await repo.searchWordOrCorrections(sort, params, retry));
    if (answered) return { records: answered.records, total: answered.total ?? 0, retried: true };
    return { ...(await withTotal(await repo.searchWords(sort, params), plan)), retried: false };
  }

  /**
   * A single word that matched nothing is tried again as a possible misspelling, in one
   * statement that finds the corrections too. A page past the end of its matches has no row to
   * carry their number: the corrections are looked up to count them apart.
   */
  async function typoRetry(query: ItemsQuery, text: string | undefined, sort: ItemSort) {
    const word = typoCandidate(text);
    if (!word) return undefined;
    const edits = allowedEdits(word);
    const { text: _text, ...filtersAndPage } = wordSearchParams(query, word);
    const page = await repo.searchTypoWord(sort, { ...filtersAndPage, word, edits });
    if (page.total !== undefined || filtersAndPage.offset === 0) {
      return { records: page.records, total: page.total ?? 0 };
    }
    const corrections = edits > 0 ? await repo.findSpellingCorrections(word, edits) : [];
    const plan = buildItemsSearch(query, { kind: 'typo', word, corrections });
    return { records: [], total: await repo.countMatches(plan.where) };
  }

  /**
   * A search near a place or on dates, with text: words near a place have a prepared statement
   * of their own; words on dates alone, and the retry of a misspelt word with its corrections,
   * are planned for their values (the retry only for a word no item holds anywhere: its
   * trigram search is the dearest read).
   */
  async function searchPlaced(query: ItemsQuery, text: string, plan: ItemsSearchPlan) {
    const near = nearWordsParams(query, text);
    const page = near ? await repo.searchNearWords(plan.sort, near) : await repo.searchPage(plan);
    return { ...(await withTotal(page, plan)), retried: false };
  }

  /**
   * Anything near a place: the items in its box are few enough to be read once, counted by a
   * window in the same statement as the page (the browse page and a count apart would read the
   * box twice, and a total cached by place and dates is seldom asked for again).
   */
  async function searchNearby(plan: ItemsSearchPlan) {
    return { ...(await withTotal(await repo.searchPage(plan), plan)), retried: false };
  }

  async function placedTypoRetry(query: ItemsQuery, text: string | undefined) {
    const word = typoCandidate(text);
    // A word some item holds is spelt right: none of those items is near or free.
    if (!word || (await repo.holdsWord(word))) return undefined;
    const edits = allowedEdits(word);
    const corrections = edits > 0 ? await repo.findSpellingCorrections(word, edits) : [];
    const plan = buildItemsSearch(query, { kind: 'typo', word, corrections });
    return withTotal(await repo.searchPage(plan), plan);
  }

  return async function findPage(query: ItemsQuery): Promise<ItemsPage> {
    const text = query.search || undefined;
    const placed = needsPlacePlan(query);
    const plan = buildItemsSearch(query, text ? { kind: 'words', text } : undefined);
    let found: { records: PlacedRecord[] | ItemRecord[]; total: number; retried: boolean };
    if (!text && query.near !== undefined) found = await searchNearby(plan);
    else if (!text) found = { ...(await browseAll(query, plan)), retried: false };
    else if (placed) found = await searchPlaced(query, text, plan);
    else found = await searchWords(query, text, plan);
    const retry = () => (placed ? placedTypoRetry(query, text) : typoRetry(query, text, plan.sort));
    const result = found.total === 0 && !found.retried ? ((await retry()) ?? found) : found;
    return {
      items: result.records.map(toItem),
      total: result.total,
      page: query.page,
      pageSize: plan.limit,
    };
  };
}
