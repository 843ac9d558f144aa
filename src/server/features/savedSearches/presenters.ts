import { DEFAULT_SEARCH_RADIUS } from '../../../shared/items';
import { fromCents } from '../../../shared/money';
import {
  type SavedSearchQuery,
  savedSearchListingsPath,
  savedSearchSummary,
} from '../../../shared/savedSearches';
import type { ItemsQuery } from '../../../shared/schemas/items';
import type { SavedSearch } from '../../../shared/schemas/savedSearches';
import type { SavedSearchRecord } from './repo';

/** The saved filters, absent ones left out. */
export function queryOf(record: SavedSearchRecord): SavedSearchQuery {
  return {
    ...(record.search !== null && { search: record.search }),
    ...(record.categoryId !== null && { category: record.categoryId }),
    ...(record.location !== null && { location: record.location }),
    ...(record.nearZip !== null && { near: record.nearZip }),
    ...(record.radiusMiles !== null && { radius: record.radiusMiles }),
    ...(record.minPriceCents !== null && { minPrice: fromCents(record.minPriceCents) }),
    ...(record.maxPriceCents !== null && { maxPrice: fromCents(record.maxPriceCents) }),
  };
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
