import type { CalendarDate } from '../../../shared/calendarDates';
import { isUuid } from '../../../shared/ids';
import { type ReviewRefusal, reviewRefusal } from '../../../shared/lifecycle/rules';
import { messages } from '../../../shared/messages';
import type {
  CreateReview,
  Review,
  ReviewEligibility,
  ReviewStats,
} from '../../../shared/schemas/reviews';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { toReview, toReviewStats } from './presenters';
import type { ReviewsRepo } from './repo';

const m = messages.reviews;

function refusalError(refusal: ReviewRefusal) {
  switch (refusal) {
    case 'own_item':
      return forbidden(m.ownItem);
    case 'not_the_renter':
      return forbidden(m.unableBody);
    case 'rental_not_over':
      return forbidden(m.afterRental);
  }
}

/** What a new review changes elsewhere: the item's cached rating. */
export interface ReviewedItemCache {
  forgetItem(itemId: string): void;
}

/**
 * `now` stamps a review when it is written; `today` tells whether a rental is over; the outbox
 * delivers what a new review causes.
 */
export function createReviewsService(
  repo: ReviewsRepo,
  items: ReviewedItemCache,
  today: () => CalendarDate,
  now: () => Date,
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>,
) {
  /** The item's owner; a malformed id names no item, as an unknown one. */
  async function requireItemOwner(itemId: string): Promise<string> {
    const ownerId = isUuid(itemId) ? await repo.findItemOwner(itemId) : undefined;
    if (!ownerId) throw notFound(messages.items.notFound);
    return ownerId;
  }

  async function requireBooking(bookingId: string) {
    const booking = isUuid(bookingId) ? await repo.findBooking(bookingId) : undefined;
    if (!booking) throw notFound(messages.bookings.notFound);
    return booking;
  }

  async function requireRecord(reviewId: string) {
    const record = await repo.findById(reviewId);
    if (!record) throw new Error('a review just written could not be read');
    return record;
  }

  return {
    /**
     * Only those reviewRefusal lets in, once per booking. Reviewer and owner are the caller and
     * the item's owner, whatever the body says.
     */
    async create(reviewerId: string, input: CreateReview): Promise<Review> {
      const ownerId = await requireItemOwner(input.itemId);
      const booking = await requireBooking(input.bookingId);
      if (booking.itemId !== input.itemId) throw badRequest(m.bookingNotForItem, 'bookingId');
      const refusal = reviewRefusal(booking, ownerId, reviewerId, today());
      if (refusal) throw refusalError(refusal);
      const inserted = await repo.insertIfFirstForBooking(
        {
          itemId: input.itemId,
          bookingId: booking.id,
          reviewerId,
          ownerId,
          rating: input.rating,
          reviewText: input.reviewText,
        },
        now(),
      );
      if (!inserted) throw conflict(m.alreadyReviewed, 'ALREADY_REVIEWED');
      await outbox.deliverPromptly(inserted.eventIds);
      // The item page shows the rating, and item pages are cached for a few seconds.
      items.forgetItem(input.itemId);
      return toReview(await requireRecord(inserted.id));
    },

    async listForItem(itemId: string): Promise<{ reviews: Review[] }> {
      await requireItemOwner(itemId);
      return { reviews: (await repo.listByItem(itemId)).map(toReview) };
    },

    async statsForItem(itemId: string): Promise<ReviewStats> {
      await requireItemOwner(itemId);
      return toReviewStats(await repo.statsOf(itemId));
    },

    async listByReviewer(reviewerId: string): Promise<{ reviews: Review[] }> {
      return { reviews: (await repo.listByReviewer(reviewerId)).map(toReview) };
    },

    async eligibility(userId: string, itemId: string): Promise<ReviewEligibility> {
      await requireItemOwner(itemId);
      const [hasReviewed, eligibleBookings] = await Promise.all([
        repo.hasReviewed(userId, itemId),
        repo.listReviewableBookings(userId, itemId, today()),
      ]);
      return { hasReviewed, eligibleBookings };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
