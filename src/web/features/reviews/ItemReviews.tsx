import { useState } from 'react';
import type { Review, ReviewStats } from '../../../shared/schemas/reviews';
import { i18n } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useItemReviews } from './api';
import { ItemReviewOffer } from './ItemReviewOffer';
import { OwnHiddenReview } from './OwnHiddenReview';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';

/** A failed list counts as no reviews. */
const noReviews: Review[] = [];

interface ItemReviewsProps {
  itemId: string;
  ownerId: string;
  /** The item's own rating: the same figures as the stats call, already on the page. */
  rating: ReviewStats;
}

/** The item page's reviews: summary, the review form when offered, the list. */
export function ItemReviews({ itemId, ownerId, rating }: ItemReviewsProps) {
  const auth = useAuth();
  const reviews = useItemReviews(itemId);
  const [justReviewed, setJustReviewed] = useState(false);

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
          {i18n._('reviews.heading')}
        </h2>
        <RatingSummary summary={rating} />
      </div>
      {auth.status === 'signedIn' && !justReviewed && (
        <ItemReviewOffer
          itemId={itemId}
          isOwner={auth.user.id === ownerId}
          onReviewed={() => setJustReviewed(true)}
        />
      )}
      {auth.status === 'signedIn' && auth.user.id !== ownerId && (
        <OwnHiddenReview itemId={itemId} />
      )}
      {reviews.isPending ? (
        <p className="text-sm text-slate-500">{i18n._('reviews.loadingReviews')}</p>
      ) : (
        <ReviewList reviews={reviews.data ?? noReviews} />
      )}
    </section>
  );
}
