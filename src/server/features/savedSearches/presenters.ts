import { DEFAULT_SEARCH_RADIUS } from '../../../shared/items';
import { type Cents, fromCents } from '../../../shared/money';
import {
  type SavedSearchQuery,
  savedSearchListingsPath,
  savedSearchSummary,
} from '../../../shared/savedSearches';
import type { ItemsQuery } from '../../../shared/schemas/items';
import type { SavedSearch } from '../../../shared/schemas/savedSearches';
import type { SavedSearchRecord } from './repo';

const dollars = (cents: Cents | null) => (cents === null ? undefined : fromCents(cents));

/** The saved filters, absent ones left out. */
export function queryOf(record: SavedSearchRecord): SavedSearchQuery {
  const query: SavedSearchQuery = {
    search: record.search ?? undefined,
    category: record.categoryId ?? undefined,
    location: record.location ?? undefined,
    near: record.nearZip ?? undefined,
    radius: record.radiusMiles ?? undefined,
    minPrice: dollars(record.minPriceCents),
    maxPrice: dollars(record.maxPriceCents),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as SavedSearchQuery;
}

/** The listings' query of the saved search: its filters, the first page. */
export function itemsQueryOf(record: SavedSearchRecord): ItemsQuery {
  return { ...queryOf(record), page: 1 };
}

export function summaryOf(record: SavedSearchRecord): string {
  return savedSearchSummary(
    queryOf(record),
    record.categoryName ?? undefined,
    DEFAULT_SEARCH_RADIUS,
  );
}

export function listingsPathOf(record: SavedSearchRecord): string {
  return savedSearchListingsPath(queryOf(record), record.categoryName ?? undefined);
}

export function toSavedSearch(record: SavedSearchRecord): SavedSearch {
  return {
    id: record.id,
    query: queryOf(record),
    summary: summaryOf(record),
    listingsPath: listingsPathOf(record),
    createdAt: record.createdAt.toISOString(),
    lastAlertAt: record.lastDigestAt?.toISOString() ?? null,
  };
}
