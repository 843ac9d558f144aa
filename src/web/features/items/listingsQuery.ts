import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { itemsListQuery, LISTINGS_PAGE_SIZE, MAP_RESULTS_LIMIT } from '../../../shared/items';
import type { ItemsPage } from '../../../shared/schemas/items';
import { api } from '../../lib/api';
import { type ItemsFilters, itemKeys } from '../../lib/queryKeys';

/** The listings' filters as their address spells them; absent ones are empty. */
export interface FilterValues {
  search: string;
  category: string;
  location: string;
  minPrice: string;
  maxPrice: string;
  sort: string;
  /** A ZIP code to search near, and how many miles around it. */
  near: string;
  radius: string;
  /** Free for the half-open range [from, to): `to` is the day the item goes back. */
  from: string;
  to: string;
}

/** Spelled out here, as this module is part of every page's first download. */
const EMPTY: FilterValues = {
  search: '',
  category: '',
  location: '',
  minPrice: '',
  maxPrice: '',
  sort: '',
  near: '',
  radius: '',
  from: '',
  to: '',
};

/** One page of items: what the listings and the home page read. */
export function itemsQuery(filters: ItemsFilters) {
  return queryOptions({
    queryKey: itemKeys.list(filters),
    queryFn: ({ signal }) => api<ItemsPage>(`/items${itemsListQuery({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The page of items the listings ask for, given their filters and the category's id. The map
 * has no pages: it asks for every result, up to its limit.
 */
export function listingsFilters(
  filters: Partial<FilterValues>,
  categoryId: number | undefined,
  page: number,
  onMap = false,
): ItemsFilters {
  const values = { ...EMPTY, ...filters };
  return {
    search: values.search,
    category: categoryId,
    location: values.location,
    minPrice: values.minPrice,
    maxPrice: values.maxPrice,
    sort: values.sort,
    near: values.near,
    // A radius means nothing without a place to measure from.
    radius: values.near ? values.radius : '',
    from: values.from,
    to: values.to,
    page: onMap ? 1 : page,
    limit: onMap ? MAP_RESULTS_LIMIT : LISTINGS_PAGE_SIZE,
  };
}

/** The unfiltered first page, which the server's HTML preloads for `/listings`. */
export function firstListingsQuery() {
  return itemsQuery(listingsFilters({}, undefined, 1));
}
