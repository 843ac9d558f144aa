import { describe, expect, it } from 'vitest';
import { LISTINGS_PAGE_SIZE } from '../../../shared/items';
import { answeredByPostings, emptyPostingsAreFinal, wordSearchParams } from './search';

const query = { page: 1 } as const;

describe('wordSearchParams', () => {
  it('leaves every filter not asked for null and pages by the default size', () => {
    expect(wordSearchParams(query, 'drill')).toEqual({
      text: 'drill',
      category: null,
      minCents: null,
      maxCents: null,
      location: null,
      limit: LISTINGS_PAGE_SIZE,
      offset: 0,
    });
  });

  it('compares whole cents, lower-cases the place and pages by the asked size', () => {
    const params = wordSearchParams(
      { page: 3, limit: 10, category: 2, minPrice: 10.005, maxPrice: 20.009, location: 'Maple' },
      'lens',
    );
    expect(params).toMatchObject({
      category: 2,
      minCents: 1001,
      maxCents: 2000,
      location: 'maple',
      limit: 10,
      offset: 20,
    });
  });

  it('settles prices past the largest an item can have', () => {
    const params = wordSearchParams({ page: 1, minPrice: 3e7, maxPrice: 3e7 }, 'drill');
    expect(params.minCents).toBeGreaterThan(2_147_483_647);
    expect(params.maxCents).toBeNull();
  });
});

describe('answeredByPostings', () => {
  const params = (text: string, location?: string) =>
    wordSearchParams({ page: 1, ...(location && { location }) }, text);

  it('takes one word of letters or decimal digits, in any script, when no place is asked for', () => {
    for (const word of [
      'drill',
      'DRILLS',
      'café',
      '3d',
      '3D',
      'x2000',
      '日本語',
      'x٣y',
      ' tent ',
    ]) {
      expect(answeredByPostings(params(word)), word).toBe(true);
    }
  });

  it('leaves several words, operators, punctuation and a location to the items', () => {
    for (const text of [
      'rowing machine',
      '-drill',
      '"drill"',
      'drill or saw',
      'drop-off',
      "o'neil",
      // Numerals other than decimal digits separate words for PostgreSQL's parser.
      'x½y',
      'x²y',
      'x⁰',
    ]) {
      expect(answeredByPostings(params(text)), text).toBe(false);
    }
    expect(answeredByPostings(params('drill', 'Springfield'))).toBe(false);
  });
});

describe('emptyPostingsAreFinal', () => {
  it('trusts an empty answer for ASCII letters and digits, which are one token to any parser', () => {
    for (const word of ['drlil', 'THE', '3d', ' x2000 ']) {
      expect(emptyPostingsAreFinal(word), word).toBe(true);
    }
  });

  it('leaves letters beyond ASCII to the items, which the database may read as several words', () => {
    for (const word of ['café', '日本語', 'x٣y', 'X𓑠٣']) {
      expect(emptyPostingsAreFinal(word), word).toBe(false);
    }
  });
});
