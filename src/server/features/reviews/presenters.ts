import { publicNameOf } from '../../../shared/publicName';
import { roundAverage } from '../../../shared/ratings';
import { reviewDeadline } from '../../../shared/reviewWindow';
import type { ProfileReview } from '../../../shared/schemas/profiles';
import type { Review, ReviewStats } from '../../../shared/schemas/reviews';
import type { ReviewRecord } from './repo';

const typeOf = (record: ReviewRecord) =>
  record.direction === 'renter_to_owner' ? ('item_review' as const) : ('renter_review' as const);

/** Give only records the reader may read: shown ones, or their own. */
export function toReview(record: ReviewRecord): Review {
  const reviewer = { firstName: record.reviewerFirstName, lastName: record.reviewerLastName };
  const subject = { firstName: record.subjectFirstName, lastName: record.subjectLastName };
  return {
    id: record.id,
    itemId: record.itemId,
    itemTitle: record.itemTitle,
    ownerId: record.ownerId,
    ownerName: publicNameOf({ firstName: record.ownerFirstName, lastName: record.ownerLastName }),
    reviewerId: record.reviewerId,
    // Reviews are public: people by their public name, one without a name by the neutral
    // display name, never by their email address.
    reviewerName: publicNameOf(reviewer),
    subjectId: record.subjectId,
    subjectName: publicNameOf(subject),
    bookingId: record.bookingId,
    rating: record.rating,
    reviewText: record.reviewText,
    type: typeOf(record),
    visible: record.revealedAt !== null,
    reviewUntil: record.revealedAt === null ? reviewDeadline(record.rentalEnd) : null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** A shown review on the profile of the person reviewed: the reviewer by public name only. */
export function toProfileReview(record: ReviewRecord): ProfileReview {
  return {
    id: record.id,
    type: typeOf(record),
    rating: record.rating,
    reviewText: record.reviewText,
    reviewerId: record.reviewerId,
    reviewerName: publicNameOf({
      firstName: record.reviewerFirstName,
      lastName: record.reviewerLastName,
    }),
    itemId: record.itemId,
    itemTitle: record.itemTitle,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toReviewStats(stats: { average: number | null; count: number }): ReviewStats {
  return { average: roundAverage(stats.average ?? 0), count: stats.count };
}
