import type { Category } from '../../../shared/categories';
import { DEFAULT_SEARCH_RADIUS } from '../../../shared/items';
import { type SavedSearchQuery, savedSearchKey } from '../../../shared/savedSearches';
import type { SavedSearch, SavedSearchInput } from '../../../shared/schemas/savedSearches';

/** The listings' address names these filters; the page, sort and dates are not saved. */
const SAVED_PARAMS = ['search', 'location', 'near', 'radius', 'minPrice', 'maxPrice'] as const;

/**
 * The search the listings page shows, as a saved search's request: its filters as the address
 * spells them (the server reads them by the listings' own rules), the category by its id.
 * Undefined while the category named in the address is not known yet.
 */
export function searchOfListings(
  params: URLSearchParams,
  categories: readonly Category[] | undefined,
): SavedSearchInput | undefined {
  const input: Record<string, string | number> = {};
  for (const name of SAVED_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) input[name] = value;
  }
  const categoryName = params.get('category');
  if (categoryName) {
    const category = categories?.find((candidate) => candidate.name === categoryName);
    if (!category) return undefined;
    input.category = category.id;
  }
  return input;
}

/** Whether the listings show a search worth saving: some words or a filter. */
export function listingsHaveFilter(input: SavedSearchInput | undefined): boolean {
  return input !== undefined && Object.keys(input).some((name) => name !== 'radius');
}

const numberOrUndefined = (value: unknown) =>
  value === undefined || value === '' ? undefined : Number(value);

/** The request as the server keeps it, to tell whether this search is saved already. */
export function keptQuery(input: SavedSearchInput): SavedSearchQuery {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const near = text(input.near);
  return {
    search: text(input.search),
    category: numberOrUndefined(input.category),
    location: text(input.location),
    near,
    radius: near ? (numberOrUndefined(input.radius) ?? DEFAULT_SEARCH_RADIUS) : undefined,
    minPrice: numberOrUndefined(input.minPrice),
    maxPrice: numberOrUndefined(input.maxPrice),
  };
}

/** The saved search that asks exactly this, if the person has one. */
export function savedMatch(
  input: SavedSearchInput,
  saved: readonly SavedSearch[] | undefined,
): SavedSearch | undefined {
  const key = savedSearchKey(keptQuery(input));
  return saved?.find((candidate) => savedSearchKey(candidate.query) === key);
}
