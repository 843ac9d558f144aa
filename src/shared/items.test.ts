import { describe, expect, it } from 'vitest';
import {
  FIRST_LISTINGS_PAGE,
  itemPagePaths,
  itemsListQuery,
  placeFilters,
  radiusReaching,
} from './items';

describe('itemsListQuery', () => {
  it('spells the same filters the same way, whatever their order', () => {
    const query = itemsListQuery({ sort: 'newest', search: 'tent', page: 2, limit: 24 });
    expect(query).toBe('?limit=24&page=2&search=tent&sort=newest');
    expect(itemsListQuery({ limit: 24, page: 2, search: 'tent', sort: 'newest' })).toBe(query);
  });

  it('leaves out empty filters, and is empty without any', () => {
    expect(itemsListQuery({ search: '', category: undefined, page: 1, limit: 24 })).toBe(
      '?limit=24&page=1',
    );
    expect(itemsListQuery({ search: '' })).toBe('');
  });

  it('encodes what it is given', () => {
    expect(itemsListQuery({ search: 'tent & poles' })).toBe('?search=tent+%26+poles');
  });

  it('gives the unfiltered listings page the address the listings page asks for', () => {
    expect(itemsListQuery(FIRST_LISTINGS_PAGE)).toBe(
      itemsListQuery({ search: '', location: '', sort: '', page: 1, limit: 24 }),
    );
  });
});

describe('itemPagePaths', () => {
  it("spells the item page's first API reads, with the id escaped", () => {
    const id = 'a/b c';
    expect(itemPagePaths.item(id)).toBe('/items/a%2Fb%20c');
    expect(itemPagePaths.bookedDates(id)).toBe('/items/a%2Fb%20c/booked-dates');
    expect(itemPagePaths.reviews(id)).toBe('/reviews/item/a%2Fb%20c');
  });
});

describe('placeFilters', () => {
  it('searches near what starts with a digit where postal codes locate places, and matches names', () => {
    expect(placeFilters(' 62701 ', true)).toEqual({ near: '62701', location: '' });
    // A ZIP code half typed is still one, so its problem is told as a ZIP code's.
    expect(placeFilters('627', true)).toEqual({ near: '627', location: '' });
    expect(placeFilters('Springfield', true)).toEqual({ near: '', location: 'Springfield' });
    expect(placeFilters('', true)).toEqual({ near: '', location: '' });
  });

  it('searches near a city elsewhere', () => {
    expect(placeFilters('Toronto', false)).toEqual({ near: 'Toronto', location: '' });
  });
});

describe('radiusReaching', () => {
  it('is the smallest radius that reaches the distance, or none', () => {
    expect(radiusReaching(0.4)).toBe(1);
    expect(radiusReaching(10)).toBe(10);
    expect(radiusReaching(10.1)).toBe(25);
    expect(radiusReaching(50.1)).toBeUndefined();
  });
});
