import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { itemsListQuery, LISTINGS_PAGE_SIZE } from '../../../shared/items';
import type { ItemsPage } from '../../../shared/schemas/items';
import { api } from '../../lib/api';
import { type ItemsFilters, itemKeys } from '../../lib/queryKeys';
import type { FilterValues } from './ListingsFilters';

/** One page of items: what the listings and the home page read. */
export function itemsQuery(filters: ItemsFilters) {
  return queryOptions({
    queryKey: itemKeys.list(filters),
    queryFn: ({ signal }) => api<ItemsPage>(`/items${itemsListQuery({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The listings' filters as their address spells them; absent ones are empty. */
export function readFilters(params: URLSearchParams): FilterValues {
  const read = (key: keyof FilterValues) => params.get(key) ?? '';
  return {
    search: read('search'),
    category: read('category'),
    location: read('location'),
    minPrice: read('minPrice'),
    maxPrice: read('maxPrice'),
    sort: read('sort'),
  };
}

/** The page of items the listings ask for, given their filters and the category's id. */
export function listingsFilters(
  values: FilterValues,
  categoryId: number | undefined,
  page: number,
): ItemsFilters {
  return {
    search: values.search,
    category: categoryId,
    location: values.location,
    minPrice: values.minPrice,
    maxPrice: values.maxPrice,
    sort: values.sort,
    page,
    limit: LISTINGS_PAGE_SIZE,
  };
}

/** The unfiltered first page, which the server's HTML preloads for `/listings`. */
export function firstListingsQuery() {
  return itemsQuery(listingsFilters(readFilters(new URLSearchParams()), undefined, 1));
}
