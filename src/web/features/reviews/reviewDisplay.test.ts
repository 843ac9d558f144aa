import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';

import {
  formatAverage,
  ratingSummaryLabel,
  ratingWord,
  reviewCountText,
  reviewStarsLabel,
  reviewsToggleText,
  reviewsToShow,
  starChoiceLabel,
} from './reviewDisplay';

beforeAll(() => loadMessages('shell'));

describe('rating texts', () => {
  it('shows the average with one decimal, rounded as the summary rounds it', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(13 / 3)).toBe('4.3');
    expect(formatAverage(4.96)).toBe('5.0');
    expect(formatAverage(0)).toBe('0.0');
  });

  it('counts reviews in the singular for one', () => {
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(12)).toBe('12 reviews');
  });

  it('reads a summary aloud, or says there are none', () => {
    expect(ratingSummaryLabel({ average: 4.25, count: 4 })).toBe(
      'Rated 4.3 out of 5 from 4 reviews',
    );
    expect(ratingSummaryLabel({ average: 0, count: 0 })).toBe('No reviews');
  });

  it('names each star choice with its word', () => {
    expect(starChoiceLabel(1)).toBe('1 star, Poor');
    expect(starChoiceLabel(4)).toBe('4 stars, Very Good');
    expect(ratingWord(5)).toBe('Excellent');
    expect(ratingWord(0)).toBeUndefined();
    expect(reviewStarsLabel(3)).toBe('3 out of 5 stars');
  });
});

describe('the review list', () => {
  const reviews = ['a', 'b', 'c', 'd', 'e'];

  it('shows the first three until all are asked for', () => {
    expect(reviewsToShow(reviews, false)).toEqual(['a', 'b', 'c']);
    expect(reviewsToShow(reviews, true)).toEqual(reviews);
    expect(reviewsToShow(['a'], false)).toEqual(['a']);
  });

  it("offers 'Show All {n} Reviews' and 'Show Less' only when some are hidden", () => {
    expect(reviewsToggleText(5, false)).toBe('Show All 5 Reviews');
    expect(reviewsToggleText(5, true)).toBe('Show Less');
    expect(reviewsToggleText(3, false)).toBeUndefined();
    expect(reviewsToggleText(0, false)).toBeUndefined();
  });
});
