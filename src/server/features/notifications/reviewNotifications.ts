import { eq } from 'drizzle-orm';
import { reviewNotificationText } from '../../../shared/notificationTexts';
import { displayName } from '../../../shared/people';
import type { OutboxEventRow } from '../../db/schema';
import { items, reviews, users } from '../../db/schema';
import type { Notify } from './notifier';

/** The item's owner hears of each review of it, once. */
export function createReviewNotifications(notify: Notify) {
  return async function onReviewCreated(event: OutboxEventRow): Promise<void> {
    const reviewId = event.payload.reviewId;
    if (typeof reviewId !== 'string') return;
    await notify(async (tx) => {
      const [review] = await tx
        .select({
          ownerId: reviews.ownerId,
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
      if (!review) return [];
      return [
        {
          userId: review.ownerId,
          kind: 'review_received' as const,
          category: 'reviews' as const,
          bookingId: review.bookingId,
          dedupeKey: `review:${reviewId}`,
          ...reviewNotificationText({
            itemId: review.itemId,
            itemTitle: review.itemTitle,
            reviewerName: displayName({ firstName: review.reviewerFirstName }),
            rating: review.rating,
          }),
        },
      ];
    });
  };
}
