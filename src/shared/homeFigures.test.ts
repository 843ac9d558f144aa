import { describe, expect, it } from 'vitest';
import { figuresWorthShowing, HOME_FIGURE_MINIMUMS } from './homeFigures';

const young = { listed: 12, renters: 3, cities: 1, reviews: 2, averageRating: 5 };

describe('figuresWorthShowing', () => {
  it('shows nothing of a marketplace too young for its figures to impress', () => {
    expect(figuresWorthShowing(young)).toEqual([]);
    expect(figuresWorthShowing({ ...young, reviews: 0, averageRating: null })).toEqual([]);
  });

  it('shows each real count from its minimum, in the page’s order, the rating to one decimal', () => {
    const { listed, renters, cities, reviews } = HOME_FIGURE_MINIMUMS;
    expect(figuresWorthShowing({ listed, renters, cities, reviews, averageRating: 4.66 })).toEqual([
      { kind: 'listed', value: listed },
      { kind: 'renters', value: renters },
      { kind: 'cities', value: cities },
      { kind: 'rating', value: 4.7 },
    ]);
    expect(figuresWorthShowing({ ...young, listed, renters: 400 })).toEqual([
      { kind: 'listed', value: listed },
      { kind: 'renters', value: 400 },
    ]);
  });

  it('shows no figure at all while the listings are too few, however many the towns', () => {
    expect(
      figuresWorthShowing({ ...young, listed: HOME_FIGURE_MINIMUMS.listed - 1, cities: 40 }),
    ).toEqual([]);
  });
});
