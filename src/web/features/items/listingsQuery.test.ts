import { describe, expect, it } from 'vitest';
import { FIRST_LISTINGS_PAGE, itemsListQuery } from '../../../shared/items';
import { firstListingsQuery, listingsFilters, readFilters } from './listingsQuery';

describe('listings queries', () => {
  it('reads absent filters as empty', () => {
    expect(readFilters(new URLSearchParams('search=tent&sort=newest'))).toEqual({
      search: 'tent',
      category: '',
      location: '',
      minPrice: '',
      maxPrice: '',
      sort: 'newest',
    });
  });

  it('asks for the first unfiltered page as the page does, at the address the server preloads', () => {
    const asThePageAsks = listingsFilters(readFilters(new URLSearchParams()), undefined, 1);
    expect(firstListingsQuery().queryKey).toEqual(['items', 'list', asThePageAsks]);
    expect(itemsListQuery({ ...asThePageAsks })).toBe(itemsListQuery(FIRST_LISTINGS_PAGE));
  });

  it("passes the category's id and the page along", () => {
    const values = readFilters(new URLSearchParams('category=Tools'));
    expect(listingsFilters(values, 7, 3)).toMatchObject({ category: 7, page: 3, limit: 24 });
  });
});
