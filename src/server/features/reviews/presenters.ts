import { displayName, fullNameOf } from '../../../shared/people';
import { roundAverage } from '../../../shared/ratings';
import type { Review, ReviewStats } from '../../../shared/schemas/reviews';
import type { ReviewRecord } from './repo';

export function toReview(record: ReviewRecord): Review {
  const reviewer = { firstName: record.reviewerFirstName, lastName: record.reviewerLastName };
  return {
    id: record.id,
    itemId: record.itemId,
    itemTitle: record.itemTitle,
    ownerId: record.ownerId,
    ownerName: fullNameOf({ firstName: record.ownerFirstName, lastName: record.ownerLastName }),
    reviewerId: record.reviewerId,
    // Reviews are public: a reviewer without a name is shown by the neutral display name,
    // never by their email address.
    reviewerName: fullNameOf(reviewer) || displayName(reviewer),
    bookingId: record.bookingId,
    rating: record.rating,
    reviewText: record.reviewText,
    type: 'item_review',
    createdAt: record.createdAt.toISOString(),
  };
}

export function toReviewStats(stats: { average: number | null; count: number }): ReviewStats {
  return { average: roundAverage(stats.average ?? 0), count: stats.count };
}
