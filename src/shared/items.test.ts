import { describe, expect, it } from 'vitest';
import { FIRST_LISTINGS_PAGE, itemPagePaths, itemsListQuery } from './items';

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
