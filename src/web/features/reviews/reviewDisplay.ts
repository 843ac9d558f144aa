import {
  RATING_LABELS,
  RATINGS,
  type Rating,
  type RatingSummary,
  REVIEWS_SHOWN,
  roundAverage,
} from '../../../shared/ratings';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

const oneDecimal = new Intl.NumberFormat(formatLocale, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const wholeNumber = new Intl.NumberFormat(formatLocale);

/** The average as shown: one decimal, always, so 4 reads 4.0 beside 4.5. */
export function formatAverage(average: number): string {
  return oneDecimal.format(roundAverage(average));
}

/** A count of reviews on its own, as a listing card shows it beside the average. */
export function formatReviewCount(count: number): string {
  return wholeNumber.format(count);
}

export function reviewCountText(count: number): string {
  return i18n._('reviews.count', { count });
}

/** What a screen reader hears for a row of stars that stands for a summary. */
export function ratingSummaryLabel(summary: RatingSummary): string {
  if (summary.count === 0) return i18n._('reviews.noRatings');
  return i18n._('reviews.summaryLabel', {
    average: formatAverage(summary.average),
    count: summary.count,
  });
}

/** What a screen reader hears for one review's stars. */
export function reviewStarsLabel(rating: number): string {
  return i18n._('reviews.starsLabel', { rating });
}

/** The accessible name of one star choice, e.g. '4 stars, Very Good'. */
export function starChoiceLabel(rating: Rating): string {
  return i18n._('reviews.starChoice', { rating, word: i18n._(RATING_LABELS[rating]) });
}

/** The word for a star choice (1 Poor … 5 Excellent); none while nothing is chosen. */
export function ratingWord(value: number): string | undefined {
  const rating = RATINGS.find((choice) => choice === value);
  return rating && i18n._(RATING_LABELS[rating]);
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
