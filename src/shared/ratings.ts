export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];
export const MAX_RATING = 5;

/** The word beside each star choice. */
export const RATING_LABELS: Record<Rating, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
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
 * The word for an average, each band including its lower bound (4.5 or more
 * Excellent, 3.5 to 4.5 Good, …, below 1.5 Poor); give it the rounded average that is shown.
 */
export function ratingSummaryWord(average: number): string {
  if (average >= 4.5) return 'Excellent';
  if (average >= 3.5) return 'Good';
  if (average >= 2.5) return 'Average';
  if (average >= 1.5) return 'Below Average';
  return 'Poor';
}

/** The summary word, or 'No reviews' while there are none. */
export function ratingSummaryText(summary: RatingSummary): string {
  return summary.count === 0 ? 'reviews.noRatings' : ratingSummaryWord(summary.average);
}

/** Stars filled up to the rounded average: 4.3 fills four, 4.96 (shown as 5.0) fills five. */
export function filledStars(average: number): number {
  const filled = Math.floor(roundAverage(average));
  return Math.min(MAX_RATING, Math.max(0, filled));
}
