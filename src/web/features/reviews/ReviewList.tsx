import { ChevronDown, ChevronUp, MessageSquareText } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Review } from '../../../shared/schemas/reviews';
import { Avatar } from '../../components/ui/Avatar';
import { EmptyState } from '../../components/ui/EmptyState';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { reviewStarsLabel, reviewsToggleText, reviewsToShow } from './reviewDisplay';
import { Stars } from './Stars';

/** The first reviews, the rest behind 'Show All {n} Reviews'; the empty state when none. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const toggleText = reviewsToggleText(reviews.length, showAll);

  if (reviews.length === 0) {
    return (
      <EmptyState icon={MessageSquareText} title={i18n._('reviews.noReviews')}>
        {i18n._('reviews.beTheFirst')}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-3">
      <ul id={listId} className="space-y-3">
        {reviewsToShow(reviews, showAll).map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {toggleText && (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((shown) => !shown)}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-700 hover:text-emerald-800 hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none"
        >
          {toggleText}
          {showAll ? (
            <ChevronUp aria-hidden="true" className="h-4 w-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      )}
    </div>
  );
}

/** What a review card shows: the item's reviews and a profile's reviews both have it. */
export type ShownReview = Pick<
  Review,
  'id' | 'reviewerId' | 'reviewerName' | 'rating' | 'reviewText' | 'createdAt'
>;

interface ReviewCardProps {
  review: ShownReview;
  /** A line under the text: what was rented, or that only the writer sees it yet. */
  note?: ReactNode;
}

/** One review; the reviewer's name leads to their public profile. */
export function ReviewCard({ review, note }: ReviewCardProps) {
  return (
    <article
      aria-label={i18n._('reviews.reviewBy', { name: review.reviewerName })}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex items-start gap-3">
        <Avatar person={{ fullName: review.reviewerName }} size="md" />
        <div className="min-w-0 flex-1">
          <Link
            to={`/users/${review.reviewerId}`}
            className="rounded font-medium break-words text-slate-900 hover:text-emerald-700 hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none"
          >
            {review.reviewerName}
          </Link>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
            <Stars filled={review.rating} label={reviewStarsLabel(review.rating)} />
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </div>
        </div>
      </header>
      {/* Plain text: React escapes it, and pre-line keeps the reviewer's line breaks. */}
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700">
        {review.reviewText}
      </p>
      {note && <div className="mt-3 text-sm text-slate-500">{note}</div>}
    </article>
  );
}
