import {
  filledStars,
  ratingSummaryText,
  type RatingSummary as Summary,
} from '../../../shared/ratings';
import { i18n } from '../../lib/i18n';
import { formatAverage, ratingSummaryLabel, reviewCountText } from './reviewDisplay';
import { Stars } from './Stars';

/** The item page's summary: the average, stars to the rounded value, the word and the count. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const hasReviews = summary.count > 0;
  const stars = (
    <Stars
      filled={filledStars(summary.average)}
      label={ratingSummaryLabel(summary)}
      className="h-5 w-5"
    />
  );
  if (!hasReviews) {
    return (
      <div className="flex items-center gap-2 text-sm text-slate-600" data-testid="rating-summary">
        {stars}
        <span>{i18n._(ratingSummaryText(summary))}</span>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3" data-testid="rating-summary">
      <p aria-hidden="true" className="text-4xl font-bold text-slate-900 tabular-nums">
        {formatAverage(summary.average)}
      </p>
      <div className="space-y-1">
        {stars}
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-900">{i18n._(ratingSummaryText(summary))}</span> ·{' '}
          {reviewCountText(summary.count)}
        </p>
      </div>
    </div>
  );
}
