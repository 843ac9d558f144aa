import { formatCurrency } from './format';
import { SOURCE_LOCALE } from './i18n/locales';
import { type ItemSort, itemsListQuery } from './items';
import { savedSearchTexts } from './savedSearchTexts';

const m = savedSearchTexts;

/** How many searches one person may keep: each costs a query per sweep. */
export const MAX_SAVED_SEARCHES = 20;

/** A saved search's alerts come at most this often: one digest a day. */
export const SAVED_SEARCH_DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** How often saved searches are looked at for new matches (new listings also start a look). */
export const SAVED_SEARCH_SWEEP_INTERVAL_MS = 60 * 1000;

/** A digest names this many listings by title, then says how many more. */
export const DIGEST_TITLES_SHOWN = 5;

/** A digest tells of at most this many listings; the others wait for the next day's. */
export const DIGEST_MAX_ITEMS = 50;

/** What a saved search asks the listings for; absent fields filter nothing. */
export interface SavedSearchQuery {
  search?: string;
  category?: number;
  location?: string;
  near?: string;
  radius?: number;
  minPrice?: number;
  maxPrice?: number;
}

/** A search that filters nothing would alert of every new listing: it cannot be saved. */
export function hasSearchFilter(query: SavedSearchQuery): boolean {
  return Boolean(
    query.search ||
      query.category !== undefined ||
      query.location ||
      query.near ||
      query.minPrice !== undefined ||
      query.maxPrice !== undefined,
  );
}

/**
 * The query as one text, the same for searches that find the same listings: the words' case and
 * spacing and the place's case do not matter to the listings, and a radius without a ZIP code
 * means nothing. One person keeps one saved search per key.
 */
export function savedSearchKey(query: SavedSearchQuery): string {
  return JSON.stringify([
    query.search?.toLowerCase().replace(/\s+/g, ' ').trim() || null,
    query.category ?? null,
    query.location?.toLowerCase().trim() || null,
    query.near ?? null,
    query.near ? (query.radius ?? null) : null,
    query.minPrice ?? null,
    query.maxPrice ?? null,
  ]);
}

function priceText(minPrice: number | undefined, maxPrice: number | undefined) {
  if (minPrice !== undefined && maxPrice !== undefined) {
    return m.priceBetween(
      formatCurrency(minPrice, SOURCE_LOCALE),
      formatCurrency(maxPrice, SOURCE_LOCALE),
    );
  }
  if (minPrice !== undefined) return m.priceFrom(formatCurrency(minPrice, SOURCE_LOCALE));
  if (maxPrice !== undefined) return m.priceUpTo(formatCurrency(maxPrice, SOURCE_LOCALE));
  return undefined;
}

/**
 * How a saved search is named on its page, in its alerts and emails: its words, category, place,
 * distance and prices, e.g. `"drill" · Tools & Equipment · in Springfield · up to $20.00`.
 */
export function savedSearchSummary(
  query: SavedSearchQuery,
  categoryName: string | undefined,
  defaultRadius: number,
): string {
  const parts = [
    query.search ? m.anyWords(query.search) : undefined,
    query.category !== undefined ? categoryName : undefined,
    query.location ? m.inPlace(query.location) : undefined,
    query.near ? m.near(query.radius ?? defaultRadius, query.near) : undefined,
    priceText(query.minPrice, query.maxPrice),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : m.everything;
}

/**
 * The listings page showing the saved search's results, as the page spells its address: the
 * category by name, the other filters by their query names.
 */
export function savedSearchListingsPath(
  query: SavedSearchQuery,
  categoryName: string | undefined,
  sort?: ItemSort,
): string {
  return `/listings${itemsListQuery({
    search: query.search,
    category: query.category !== undefined ? categoryName : undefined,
    location: query.location,
    near: query.near,
    radius: query.near ? query.radius : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort,
  })}`;
}
