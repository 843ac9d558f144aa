import { categoryNameId } from './categories';
import { formatCurrency } from './format';
import type { MessageId } from './i18n/messageIds';
import { type ItemSort, itemsListQuery } from './items';
import { marketplace } from './marketplace';

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

/**
 * A part of a saved search's summary: a message with its arguments, or a category's name as it
 * is kept when it has no message of its own.
 */
export type SummaryPart =
  | { id: MessageId; values?: Record<string, string | number> }
  | { name: string };

function pricePart(
  minPrice: number | undefined,
  maxPrice: number | undefined,
  locale: string,
): SummaryPart | undefined {
  const amount = (price: number) => formatCurrency(price, locale);
  if (minPrice !== undefined && maxPrice !== undefined) {
    return {
      id: 'savedSearches.priceBetween',
      values: { low: amount(minPrice), high: amount(maxPrice) },
    };
  }
  if (minPrice !== undefined) {
    return { id: 'savedSearches.priceFrom', values: { amount: amount(minPrice) } };
  }
  if (maxPrice !== undefined) {
    return { id: 'savedSearches.priceUpTo', values: { amount: amount(maxPrice) } };
  }
  return undefined;
}

function categoryPart(categoryName: string): SummaryPart {
  const id = categoryNameId(categoryName);
  return id ? { id } : { name: categoryName };
}

/**
 * How a saved search is named on its page, in its alerts and emails: its words, category, place,
 * distance and prices, each part in the reader's language once translated and joined, e.g.
 * `"drill" · Tools & Equipment · in Springfield · up to $20.00`. Amounts are written for
 * `locale`.
 */
export function savedSearchSummary(
  query: SavedSearchQuery,
  categoryName: string | undefined,
  defaultRadius: number,
  locale: string,
): SummaryPart[] {
  const parts: (SummaryPart | undefined)[] = [
    query.search ? { id: 'savedSearches.anyWords', values: { words: query.search } } : undefined,
    query.category !== undefined && categoryName ? categoryPart(categoryName) : undefined,
    query.location ? { id: 'savedSearches.inPlace', values: { place: query.location } } : undefined,
    query.near
      ? {
          id: 'savedSearches.near',
          values: {
            distance: query.radius ?? defaultRadius,
            unit: marketplace().distanceUnit,
            place: query.near,
          },
        }
      : undefined,
    pricePart(query.minPrice, query.maxPrice, locale),
  ];
  const named = parts.filter((part): part is SummaryPart => part !== undefined);
  return named.length > 0 ? named : [{ id: 'savedSearches.everything' }];
}

/** The summary's parts in one line, each put in words by `translate`. */
export function summaryText(
  parts: readonly SummaryPart[],
  translate: (id: MessageId, values?: Record<string, string | number>) => string,
): string {
  return parts
    .map((part) => ('id' in part ? translate(part.id, part.values) : part.name))
    .join(' · ');
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
