import {
  MAX_RATING,
  RATING_LABELS,
  RATINGS,
  type Rating,
  type RatingSummary,
  REVIEWS_SHOWN,
  roundAverage,
} from '../../../shared/ratings';
import { i18n } from '../../lib/i18n';

/** The average as shown: one decimal, always, so 4 reads 4.0 beside 4.5. */
export function formatAverage(average: number): string {
  return roundAverage(average).toFixed(1);
}

export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** What a screen reader hears for a row of stars that stands for a summary. */
export function ratingSummaryLabel(summary: RatingSummary): string {
  if (summary.count === 0) return i18n._('reviews.noRatings');
  return `Rated ${formatAverage(summary.average)} out of ${MAX_RATING} from ${reviewCountText(summary.count)}`;
}

/** What a screen reader hears for one review's stars. */
export function reviewStarsLabel(rating: number): string {
  return `${rating} out of ${MAX_RATING} stars`;
}

/** The accessible name of one star choice, e.g. '4 stars, Very Good'. */
export function starChoiceLabel(rating: Rating): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}, ${RATING_LABELS[rating]}`;
}

/** The word for a star choice (1 Poor … 5 Excellent); none while nothing is chosen. */
export function ratingWord(value: number): string | undefined {
  const rating = RATINGS.find((choice) => choice === value);
  return rating && RATING_LABELS[rating];
}

/** The first few until the reader asks for all. */
export function reviewsToShow<T>(reviews: readonly T[], showAll: boolean): readonly T[] {
  return showAll ? reviews : reviews.slice(0, REVIEWS_SHOWN);
}

/** The toggle's text, or undefined when every review already fits. */
export function reviewsToggleText(total: number, showAll: boolean): string | undefined {
  if (total <= REVIEWS_SHOWN) return undefined;
  return showAll ? i18n._('reviews.showLess') : i18n._('reviews.showAll', { count: total });
}
