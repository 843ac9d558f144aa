import { Star } from 'lucide-react';
import { filledStars, type RatingSummary } from '../../../shared/ratings';
import {
  formatAverage,
  formatReviewCount,
  ratingSummaryLabel,
  reviewCountText,
} from './reviewDisplay';
import { Stars } from './Stars';

/**
 * An item's rating in one line. `compact` (listing cards): one star, the average and the
 * count, and nothing at all before the first review, so unrated cards stay quiet.
 */
export function RatingBadge({
  rating,
  compact = false,
}: {
  rating: RatingSummary;
  compact?: boolean;
}) {
  if (compact) {
    if (rating.count === 0) return null;
    return (
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <Star aria-hidden="true" className="h-3.5 w-3.5 fill-amber-400 text-amber-400" />
        <span className="sr-only">{ratingSummaryLabel(rating)}</span>
        <span aria-hidden="true">
          <span className="font-semibold text-slate-900">{formatAverage(rating.average)}</span> (
          {formatReviewCount(rating.count)})
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <Stars filled={filledStars(rating.average)} label={ratingSummaryLabel(rating)} />
      {rating.count === 0 ? (
        <span>{ratingSummaryLabel(rating)}</span>
      ) : (
        <span aria-hidden="true">
          <span className="font-semibold text-slate-900">{formatAverage(rating.average)}</span> ·{' '}
          {reviewCountText(rating.count)}
        </span>
      )}
    </p>
  );
}
