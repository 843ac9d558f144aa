import { useState } from 'react';
import type { RatingSummary as Summary } from '../../../shared/ratings';
import type { Review } from '../../../shared/schemas/reviews';
import { useAuth } from '../auth/AuthContext';
import { useItemReviews, useReviewStats } from './api';
import { ItemReviewOffer } from './ItemReviewOffer';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';

/** Spec §8: a failed list counts as no reviews, failed stats as average 0 from 0 reviews. */
const noReviews: Review[] = [];
const noRating: Summary = { average: 0, count: 0 };

/** The item page's reviews: summary, the review form when offered, the list. */
export function ItemReviews({ itemId, ownerId }: { itemId: string; ownerId: string }) {
  const auth = useAuth();
  const reviews = useItemReviews(itemId);
  const stats = useReviewStats(itemId);
  const [justReviewed, setJustReviewed] = useState(false);

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
          Reviews
        </h2>
        {!stats.isPending && <RatingSummary summary={stats.data ?? noRating} />}
      </div>
      {auth.status === 'signedIn' && !justReviewed && (
        <ItemReviewOffer
          itemId={itemId}
          isOwner={auth.user.id === ownerId}
          onReviewed={() => setJustReviewed(true)}
        />
      )}
      {reviews.isPending ? (
        <p className="text-sm text-slate-500">Loading reviews...</p>
      ) : (
        <ReviewList reviews={reviews.data ?? noReviews} />
      )}
    </section>
  );
}
