import { describe, expect, it } from 'vitest';
import {
  filledStars,
  RATING_LABELS,
  ratingSummaryText,
  ratingSummaryWord,
  roundAverage,
} from './ratings';

describe('RATING_LABELS', () => {
  it('names each star choice as the spec does', () => {
    expect(RATING_LABELS).toEqual({
      1: 'reviews.word.poor',
      2: 'reviews.word.fair',
      3: 'reviews.word.good',
      4: 'reviews.word.veryGood',
      5: 'reviews.word.excellent',
    });
  });
});

describe('roundAverage', () => {
  it.each([
    [13 / 3, 4.3],
    [4.25, 4.3],
    [87 / 20, 4.4],
    [4.96, 5],
    [4.94, 4.9],
    [0, 0],
    [5, 5],
  ])('rounds %d to %d', (average, rounded) => {
    expect(roundAverage(average)).toBe(rounded);
  });
});

describe('ratingSummaryWord', () => {
  it.each([
    [5, 'reviews.word.excellent'],
    [4.5, 'reviews.word.excellent'],
    [4.49, 'reviews.word.good'],
    [3.5, 'reviews.word.good'],
    [3.49, 'reviews.word.average'],
    [2.5, 'reviews.word.average'],
    [2.49, 'reviews.word.belowAverage'],
    [1.5, 'reviews.word.belowAverage'],
    [1.49, 'reviews.word.poor'],
    [1, 'reviews.word.poor'],
  ])('calls %d %s', (average, word) => {
    expect(ratingSummaryWord(average)).toBe(word);
  });
});

describe('ratingSummaryText', () => {
  it("says 'No reviews' when there are none", () => {
    expect(ratingSummaryText({ average: 0, count: 0 })).toBe('reviews.noRatings');
    expect(ratingSummaryText({ average: 4.3, count: 3 })).toBe('reviews.word.good');
  });
});

describe('filledStars', () => {
  it.each([
    [0, 0],
    [1, 1],
    [4.3, 4],
    [4.94, 4],
    [4.96, 5],
    [5, 5],
  ])('fills %d as %d stars', (average, stars) => {
    expect(filledStars(average)).toBe(stars);
  });
});
