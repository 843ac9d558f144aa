import {
  filledStars,
  ratingSummaryText,
  type RatingSummary as Summary,
} from '../../../shared/ratings';
import { formatAverage, ratingSummaryLabel, reviewCountText } from './reviewDisplay';
import { Stars } from './Stars';

/** The item page's summary: the average, stars to the rounded value, the word and the count. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const hasReviews = summary.count > 0;
  return (
    <div className="flex items-center gap-4" data-testid="rating-summary">
      <p
        aria-hidden="true"
        className={`text-4xl font-bold tabular-nums ${hasReviews ? 'text-slate-900' : 'text-slate-300'}`}
      >
        {formatAverage(summary.average)}
      </p>
      <div className="space-y-1">
        <Stars
          filled={filledStars(summary.average)}
          label={ratingSummaryLabel(summary)}
          className="h-5 w-5"
        />
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-900">{ratingSummaryText(summary)}</span>
          {hasReviews && <> · {reviewCountText(summary.count)}</>}
        </p>
      </div>
    </div>
  );
}
