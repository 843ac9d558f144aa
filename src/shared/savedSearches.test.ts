import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n/allCatalogs';
import { savedSearchMatchesText } from './notificationTexts';

import {
  hasSearchFilter,
  type SavedSearchQuery,
  savedSearchKey,
  savedSearchListingsPath,
  savedSearchSummary,
  summaryText,
} from './savedSearches';

const english = i18nFor('en-US');

/** The summary as a reader of `locale` sees it. */
const summaryIn = (
  locale: 'en-US' | 'es-US',
  query: SavedSearchQuery,
  categoryName: string | undefined,
) => {
  const i18n = i18nFor(locale);
  return summaryText(savedSearchSummary(query, categoryName, 10, locale), (id, values) =>
    i18n._(id, values),
  );
};

describe('saved searches', () => {
  it('needs words or a filter; a radius alone filters nothing', () => {
    expect(hasSearchFilter({})).toBe(false);
    expect(hasSearchFilter({ search: '' })).toBe(false);
    expect(hasSearchFilter({ radius: 10 })).toBe(false);
    expect(hasSearchFilter({ search: 'drill' })).toBe(true);
    expect(hasSearchFilter({ minPrice: 0 })).toBe(true);
    expect(hasSearchFilter({ category: 3 })).toBe(true);
    expect(hasSearchFilter({ near: '62701' })).toBe(true);
  });

  it('keys a query by what the listings find: case and spacing of words and place do not count', () => {
    expect(savedSearchKey({ search: ' Cordless  Drill ', location: 'SPRINGFIELD' })).toBe(
      savedSearchKey({ search: 'cordless drill', location: 'springfield' }),
    );
    expect(savedSearchKey({ search: 'drill' })).not.toBe(savedSearchKey({ search: 'drills' }));
    expect(savedSearchKey({ minPrice: 5 })).not.toBe(savedSearchKey({ maxPrice: 5 }));
    // Without a ZIP code, the radius means nothing.
    expect(savedSearchKey({ search: 'a', radius: 5 })).toBe(savedSearchKey({ search: 'a' }));
    expect(savedSearchKey({ near: '62701', radius: 5 })).not.toBe(
      savedSearchKey({ near: '62701', radius: 10 }),
    );
  });

  it('sums a search up in parts: messages, and a category without one by its name', () => {
    expect(savedSearchSummary({ near: '62701', minPrice: 3 }, undefined, 10, 'en-US')).toEqual([
      { id: 'savedSearches.near', values: { distance: 10, unit: 'mile', place: '62701' } },
      { id: 'savedSearches.priceFrom', values: { amount: '$3.00' } },
    ]);
    expect(savedSearchSummary({ category: 9 }, 'Books', 10, 'en-US')).toEqual([{ name: 'Books' }]);
    expect(savedSearchSummary({}, undefined, 10, 'en-US')).toEqual([
      { id: 'savedSearches.everything' },
    ]);
  });

  it('sums a search up in words', () => {
    const full = {
      search: 'drill',
      category: 1,
      location: 'Springfield',
      minPrice: 5,
      maxPrice: 20,
    };
    expect(summaryIn('en-US', full, 'Tools & Equipment')).toBe(
      '"drill" · Tools & Equipment · in Springfield · $5.00 to $20.00',
    );
    expect(summaryIn('en-US', { near: '62701' }, undefined)).toBe('within 10 mi of 62701');
    expect(summaryIn('en-US', { near: '62701', radius: 25, minPrice: 3 }, undefined)).toBe(
      'within 25 mi of 62701 · from $3.00',
    );
    expect(summaryIn('en-US', { maxPrice: 1234.5 }, undefined)).toBe('up to $1,234.50');
    expect(summaryIn('es-US', full, 'Tools & Equipment')).toBe(
      '“drill” · Herramientas y equipos · en Springfield · de $5.00 a $20.00',
    );
  });

  it('links to the listings as their address spells the filters, the category by name', () => {
    expect(
      savedSearchListingsPath({ search: 'drill bits', category: 2, radius: 5 }, 'Electronics'),
    ).toBe('/listings?category=Electronics&search=drill+bits');
    expect(savedSearchListingsPath({ near: '62701', radius: 5 }, undefined, 'newest')).toBe(
      '/listings?near=62701&radius=5&sort=newest',
    );
  });

  it('names up to five listings in a digest and counts the rest', () => {
    const titles = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const text = savedSearchMatchesText({
      summary: () => '"tent"',
      titles,
      listingsPath: '/listings?search=tent',
    }).words(english);
    expect(text.title).toBe('7 new listings match your search');
    expect(text.body).toBe('New for your saved search "tent": "A", "B", "C", "D", "E" and 2 more.');
    expect(text.emailLines).toEqual([
      'New listings match your saved search "tent":',
      '1. A',
      '2. B',
      '3. C',
      '4. D',
      '5. E',
      'And 2 more on Lendwell.',
    ]);
    const one = savedSearchMatchesText({ summary: () => 'x', titles: ['A'], listingsPath: '/' });
    expect(one.words(english).title).toBe('A new listing matches your search');
  });
});
