import { eq } from 'drizzle-orm';
import { reviewNotificationText } from '../../../shared/notificationTexts';
import { displayName } from '../../../shared/people';
import type { OutboxEventRow } from '../../db/schema';
import { items, reviews, users } from '../../db/schema';
import type { Notify } from './notifier';

/**
 * The person reviewed hears of each review of them once it is shown to everyone: a hidden one
 * is never told of, so no notification or email carries its rating before the reveal. The
 * dedupe key keeps it to one, however often the event is delivered.
 */
export function createReviewNotifications(notify: Notify) {
  return async function onReviewShown(event: OutboxEventRow): Promise<void> {
    const reviewId = event.payload.reviewId;
    if (typeof reviewId !== 'string') return;
    await notify(async (tx) => {
      const [review] = await tx
        .select({
          subjectId: reviews.subjectId,
          direction: reviews.direction,
          revealedAt: reviews.revealedAt,
          bookingId: reviews.bookingId,
          itemId: reviews.itemId,
          itemTitle: items.title,
          rating: reviews.rating,
          reviewerFirstName: users.firstName,
        })
        .from(reviews)
        .innerJoin(items, eq(items.id, reviews.itemId))
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .where(eq(reviews.id, reviewId));
      if (!review || review.revealedAt === null) return [];
      return [
        {
          userId: review.subjectId,
          kind: 'review_received' as const,
          category: 'reviews' as const,
          bookingId: review.bookingId,
          dedupeKey: `review:${reviewId}`,
          ...reviewNotificationText({
            type: review.direction === 'renter_to_owner' ? 'item_review' : 'renter_review',
            itemId: review.itemId,
            itemTitle: review.itemTitle,
            subjectId: review.subjectId,
            reviewerName: displayName({ firstName: review.reviewerFirstName }),
            rating: review.rating,
          }),
        },
      ];
    });
  };
}
