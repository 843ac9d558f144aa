import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../shared/schemas/savedSearches';
import { listingsHaveFilter, savedMatch, searchOfListings } from './listingsSearch';

const categories = [
  { id: 1, name: 'Tools & Equipment' },
  { id: 2, name: 'Electronics' },
];

describe('the search the listings show', () => {
  it('takes the filters of the address, the category by id, not the page or sort', () => {
    const params = new URLSearchParams(
      'search=drill&category=Electronics&minPrice=5&page=3&sort=newest&location=',
    );
    expect(searchOfListings(params, categories)).toEqual({
      search: 'drill',
      category: 2,
      minPrice: '5',
    });
  });

  it('waits for the categories, and has nothing to save without a filter', () => {
    expect(searchOfListings(new URLSearchParams('category=Electronics'), undefined)).toBe(
      undefined,
    );
    expect(listingsHaveFilter(searchOfListings(new URLSearchParams('page=2'), categories))).toBe(
      false,
    );
    expect(listingsHaveFilter(searchOfListings(new URLSearchParams('radius=5'), categories))).toBe(
      false,
    );
    expect(listingsHaveFilter({ location: 'Springfield' })).toBe(true);
  });

  it('finds the saved search asking the same, whatever the case or the default radius', () => {
    const saved = (query: SavedSearch['query']): SavedSearch => ({
      id: JSON.stringify(query),
      query,
      summary: '',
      listingsPath: '/listings',
      createdAt: '2030-01-01T00:00:00.000Z',
      lastAlertAt: null,
    });
    const list = [saved({ search: 'drill', minPrice: 5 }), saved({ near: '62701', radius: 10 })];
    expect(savedMatch({ search: 'Drill', minPrice: '5' }, list)).toBe(list[0]);
    expect(savedMatch({ near: '62701' }, list)).toBe(list[1]);
    expect(savedMatch({ near: '62701', radius: '5' }, list)).toBe(undefined);
  });
});
