import type { MessageId } from './i18n/messageIds';

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];
export const MAX_RATING = 5;

/** The word beside each star choice, by message id. */
export const RATING_LABELS: Record<Rating, MessageId> = {
  1: 'reviews.word.poor',
  2: 'reviews.word.fair',
  3: 'reviews.word.good',
  4: 'reviews.word.veryGood',
  5: 'reviews.word.excellent',
};

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 500;
/** Reviews shown on an item page before 'Show All {n} Reviews'. */
export const REVIEWS_SHOWN = 3;

export interface RatingSummary {
  average: number;
  count: number;
}

/**
 * One decimal, halves up. Averages are sums of whole ratings divided by a count, so a tiny
 * nudge keeps values such as 4.35 (stored as 4.3499…) from rounding down.
 */
export function roundAverage(average: number): number {
  return Math.round(average * 10 + 1e-9) / 10;
}

/**
 * The word for an average, by message id, each band including its lower bound (4.5 or more
 * Excellent, 3.5 to 4.5 Good, …, below 1.5 Poor); give it the rounded average that is shown.
 */
export function ratingSummaryWord(average: number): MessageId {
  if (average >= 4.5) return 'reviews.word.excellent';
  if (average >= 3.5) return 'reviews.word.good';
  if (average >= 2.5) return 'reviews.word.average';
  if (average >= 1.5) return 'reviews.word.belowAverage';
  return 'reviews.word.poor';
}

/** The summary word, or 'No reviews' while there are none, by message id. */
export function ratingSummaryText(summary: RatingSummary): MessageId {
  return summary.count === 0 ? 'reviews.noRatings' : ratingSummaryWord(summary.average);
}

/** Stars filled up to the rounded average: 4.3 fills four, 4.96 (shown as 5.0) fills five. */
export function filledStars(average: number): number {
  const filled = Math.floor(roundAverage(average));
  return Math.min(MAX_RATING, Math.max(0, filled));
}
