import { describe, expect, it } from 'vitest';
import { FIRST_LISTINGS_PAGE, itemsListQuery } from '../../../shared/items';
import { listingsParams, NO_FILTERS, readFilters, readPage, readView } from './listingsAddress';
import { firstListingsQuery, listingsFilters } from './listingsQuery';

describe('listings queries', () => {
  it('reads absent filters as empty', () => {
    expect(readFilters(new URLSearchParams('search=tent&sort=newest'))).toEqual({
      ...NO_FILTERS,
      search: 'tent',
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
    // The map has no pages: every result, up to the largest page the server gives.
    expect(listingsFilters(values, 7, 3, true)).toMatchObject({ page: 1, limit: 100 });
  });

  it('asks near a ZIP code within a radius, on dates, and drops a radius without a ZIP code', () => {
    const near = readFilters(
      new URLSearchParams('near=94110&radius=5&from=2027-03-01&to=2027-03-04&sort=distance'),
    );
    expect(itemsListQuery({ ...listingsFilters(near, undefined, 1) })).toBe(
      '?from=2027-03-01&limit=24&near=94110&page=1&radius=5&sort=distance&to=2027-03-04',
    );
    const radiusAlone = readFilters(new URLSearchParams('radius=5'));
    expect(listingsFilters(radiusAlone, undefined, 1).radius).toBe('');
  });

  it('keeps the filters, the page and the map in the address, leaving out the defaults', () => {
    const values = { ...NO_FILTERS, search: 'tent', near: '94110', radius: '25' };
    const params = listingsParams(values, 2, 'map');
    expect(params.toString()).toBe('search=tent&near=94110&radius=25&page=2&view=map');
    expect(readFilters(params)).toEqual(values);
    expect(readPage(params)).toBe(2);
    expect(readView(params)).toBe('map');
    expect(listingsParams(NO_FILTERS, 1, 'grid').toString()).toBe('');
    expect(readView(new URLSearchParams('view=satellite'))).toBe('grid');
    expect(readPage(new URLSearchParams('page=-3'))).toBe(1);
  });
});
