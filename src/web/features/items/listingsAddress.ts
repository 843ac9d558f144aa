import type { FilterValues } from './listingsQuery';

export const FILTER_NAMES = [
  'search',
  'category',
  'location',
  'minPrice',
  'maxPrice',
  'sort',
  'near',
  'radius',
  'from',
  'to',
] as const satisfies readonly (keyof FilterValues)[];

export const NO_FILTERS = Object.fromEntries(FILTER_NAMES.map((name) => [name, ''])) as Record<
  keyof FilterValues,
  string
>;

/** How the results are shown; the grid unless the address asks for the map. */
export type ListingsView = 'grid' | 'map';

/** The filters the address names; absent ones are empty. */
export function readFilters(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as Record<
    keyof FilterValues,
    string
  >;
}

export function readView(params: URLSearchParams): ListingsView {
  return params.get('view') === 'map' ? 'map' : 'grid';
}

export function readPage(params: URLSearchParams): number {
  return Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
}

/**
 * The listings' address: filters in their order, then the page past the first and the map
 * view, each left out when empty or the default.
 */
export function listingsParams(
  values: FilterValues,
  page: number,
  view: ListingsView,
): URLSearchParams {
  const entries: [string, string][] = FILTER_NAMES.filter((name) => values[name] !== '').map(
    (name) => [name, values[name]],
  );
  if (page > 1) entries.push(['page', String(page)]);
  if (view === 'map') entries.push(['view', 'map']);
  return new URLSearchParams(entries);
}
