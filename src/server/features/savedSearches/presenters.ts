import type { I18n } from '@lingui/core';
import { i18nFor } from '../../../shared/i18n/allCatalogs';
import type { AppLocale } from '../../../shared/i18n/locales';
import { DEFAULT_SEARCH_RADIUS } from '../../../shared/items';
import { fromCents } from '../../../shared/money';
import {
  type SavedSearchQuery,
  savedSearchListingsPath,
  savedSearchSummary,
  summaryText,
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
    ...(record.radius !== null && { radius: record.radius }),
    ...(record.minPriceCents !== null && { minPrice: fromCents(record.minPriceCents) }),
    ...(record.maxPriceCents !== null && { maxPrice: fromCents(record.maxPriceCents) }),
  };
}

/** The listings' query of the saved search: its filters, the first page. */
export function itemsQueryOf(record: SavedSearchRecord): ItemsQuery {
  return { ...queryOf(record), page: 1 };
}

/** The saved search in words of `locale`: its page shows it, its digests tell of it. */
export function summaryOf(record: SavedSearchRecord, locale: AppLocale): string {
  return summaryIn(i18nFor(locale), record);
}

/** The saved search in the words of a reader's `i18n`. */
export function summaryIn(i18n: I18n, record: SavedSearchRecord): string {
  const locale = i18n.locale;
  const parts = savedSearchSummary(
    queryOf(record),
    record.categoryName ?? undefined,
    DEFAULT_SEARCH_RADIUS,
    locale,
  );
  return summaryText(parts, (id, values) => i18n._(id, values));
}

export function listingsPathOf(record: SavedSearchRecord): string {
  return savedSearchListingsPath(queryOf(record), record.categoryName ?? undefined);
}

export function toSavedSearch(record: SavedSearchRecord, locale: AppLocale): SavedSearch {
  return {
    id: record.id,
    query: queryOf(record),
    summary: summaryOf(record, locale),
    listingsPath: listingsPathOf(record),
    createdAt: record.createdAt.toISOString(),
    lastAlertAt: record.lastDigestAt?.toISOString() ?? null,
  };
}
