import { type CalendarDate, formatCalendarDate } from '../../../shared/calendarDates';
import { i18nFor } from '../../../shared/i18n/allCatalogs';
import type { AppLocale } from '../../../shared/i18n/locales';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { isUuid } from '../../../shared/ids';
import {
  type RenterReviewRefusal,
  type ReviewRefusal,
  renterReviewRefusal,
  reviewRefusal,
} from '../../../shared/lifecycle/rules';
import { fullNameOf } from '../../../shared/people';
import { reviewDeadline, reviewsRevealed } from '../../../shared/reviewWindow';
import type { ProfileReview } from '../../../shared/schemas/profiles';
import type { CreateRenterReview, RenterReviewTarget } from '../../../shared/schemas/renterReviews';
import type {
  CreateReview,
  Review,
  ReviewEligibility,
  ReviewStats,
} from '../../../shared/schemas/reviews';
import type { RentalEnd } from '../../../shared/timeZones';
import { AppError, badRequest, conflict, type MessageWithValues, notFound } from '../../errors';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { toProfileReview, toReview, toReviewStats } from './presenters';
import type { NewReview, ReviewsRepo } from './repo';

/** Why a review is refused; the closing date is written the reader's way, in `locale`. */
function refusalMessage(
  refusal: ReviewRefusal | RenterReviewRefusal,
  toDate: CalendarDate,
  locale: AppLocale,
  renterSide = false,
): MessageId | MessageWithValues {
  switch (refusal) {
    case 'own_item':
      return 'reviews.ownItem';
    case 'not_the_renter':
      return 'reviews.unableBody';
    case 'rental_not_over':
      return renterSide ? 'reviews.renterAfterRental' : 'reviews.afterRental';
    case 'not_the_owner':
      return 'reviews.notTheOwner';
    case 'window_closed':
      return {
        id: 'reviews.windowClosed',
        values: { date: formatCalendarDate(reviewDeadline(toDate), locale) },
      };
  }
}

const refusalError = (message: MessageId | MessageWithValues) =>
  new AppError(403, 'FORBIDDEN', message);

function inWords(message: MessageId | MessageWithValues, locale: AppLocale): string {
  const i18n = i18nFor(locale);
  return typeof message === 'string' ? i18n._(message) : i18n._(message.id, message.values);
}

/** What a new review changes elsewhere: the item's cached rating. */
export interface ReviewedItemCache {
  forgetItem(itemId: string): Promise<void>;
}

/**
 * `now` stamps a review when it is written; `today` (where an item is) tells whether a rental is
 * over and whether its review window is open; the outbox delivers what a review's reveal causes.
 */
export function createReviewsService(
  repo: ReviewsRepo,
  items: ReviewedItemCache,
  today: (timeZone: string) => CalendarDate,
  now: () => Date,
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>,
) {
  /** The item's owner; a malformed id names no item, as an unknown one. */
  async function requireItemOwner(itemId: string): Promise<string> {
    const ownerId = isUuid(itemId) ? await repo.findItemOwner(itemId) : undefined;
    if (!ownerId) throw notFound('items.notFound');
    return ownerId;
  }

  async function requireBooking(bookingId: string) {
    const booking = isUuid(bookingId) ? await repo.findBooking(bookingId) : undefined;
    if (!booking) throw notFound('bookings.notFound');
    return booking;
  }

  async function requireRecord(reviewId: string) {
    const record = await repo.findById(reviewId);
    if (!record) throw new Error('a review just written could not be read');
    return record;
  }

  /**
   * Shows the reviews whose window closed before anything is read, whether or not the periodic
   * run has yet, so answers are right after downtime and under a moved clock.
   */
  async function revealClosed(): Promise<void> {
    const { eventIds, itemIds } = await repo.revealClosed(now());
    await outbox.deliverPromptly(eventIds);
    for (const itemId of itemIds) await items.forgetItem(itemId);
  }

  async function write(
    review: NewReview,
    rental: RentalEnd,
    alreadyMessage: MessageId,
  ): Promise<Review> {
    const { toDate } = rental;
    const day = today(rental.timeZone);
    const inserted = await repo.insertIfFirst(review, now(), (reviewsWritten) =>
      reviewsRevealed({ toDate, reviewsWritten }, day),
    );
    if (!inserted) throw conflict(alreadyMessage, 'ALREADY_REVIEWED');
    await outbox.deliverPromptly(inserted.eventIds);
    // The item page shows the rating, and item pages are cached for a few seconds.
    if (inserted.eventIds.length > 0) await items.forgetItem(review.itemId);
    return toReview(await requireRecord(inserted.id));
  }

  return {
    revealClosed,

    /**
     * The renter's review of the item and its owner: only those reviewRefusal lets in, once per
     * booking. Reviewer and owner are the caller and the item's owner, whatever the body says.
     */
    async create(reviewerId: string, input: CreateReview, locale: AppLocale): Promise<Review> {
      const ownerId = await requireItemOwner(input.itemId);
      const booking = await requireBooking(input.bookingId);
      if (booking.itemId !== input.itemId)
        throw badRequest('reviews.bookingNotForItem', 'bookingId');
      const refusal = reviewRefusal(booking, ownerId, reviewerId, today(booking.timeZone));
      if (refusal) throw refusalError(refusalMessage(refusal, booking.toDate, locale));
      return write(
        {
          itemId: input.itemId,
          bookingId: booking.id,
          direction: 'renter_to_owner',
          reviewerId,
          ownerId,
          subjectId: ownerId,
          rating: input.rating,
          reviewText: input.reviewText,
        },
        booking,
        'reviews.alreadyReviewed',
      );
    },

    /** The owner's review of the booking's renter, in the same window, once per booking. */
    async createForRenter(
      reviewerId: string,
      input: CreateRenterReview,
      locale: AppLocale,
    ): Promise<Review> {
      const booking = await requireBooking(input.bookingId);
      const refusal = renterReviewRefusal(booking, reviewerId, today(booking.timeZone));
      if (refusal) throw refusalError(refusalMessage(refusal, booking.toDate, locale, true));
      return write(
        {
          itemId: booking.itemId,
          bookingId: booking.id,
          direction: 'owner_to_renter',
          reviewerId,
          ownerId: booking.ownerId,
          subjectId: booking.renterId,
          rating: input.rating,
          reviewText: input.reviewText,
        },
        booking,
        'reviews.renterAlreadyReviewed',
      );
    },

    /**
     * What the owner's review screen of a booking shows; for the booking's owner alone. Why it
     * is closed, if it is, is written in `locale`.
     */
    async renterReviewTarget(
      callerId: string,
      bookingId: string,
      locale: AppLocale,
    ): Promise<RenterReviewTarget> {
      const booking = await requireBooking(bookingId);
      if (booking.ownerId !== callerId) throw refusalError('reviews.notTheOwner');
      await revealClosed();
      const refusal = renterReviewRefusal(booking, callerId, today(booking.timeZone));
      const written = await repo.findOfBooking(booking.id, 'owner_to_renter');
      return {
        bookingId: booking.id,
        itemId: booking.itemId,
        itemTitle: booking.itemTitle,
        renterId: booking.renterId,
        renterName: fullNameOf({
          firstName: booking.renterFirstName,
          lastName: booking.renterLastName,
        }),
        fromDate: booking.fromDate,
        toDate: booking.toDate,
        reviewUntil: reviewDeadline(booking.toDate),
        open: refusal === undefined,
        closedReason: refusal
          ? inWords(refusalMessage(refusal, booking.toDate, locale, true), locale)
          : null,
        review: written ? toReview(written) : null,
      };
    },

    async listForItem(itemId: string): Promise<{ reviews: Review[] }> {
      await requireItemOwner(itemId);
      await revealClosed();
      return { reviews: (await repo.listByItem(itemId)).map(toReview) };
    },

    async statsForItem(itemId: string): Promise<ReviewStats> {
      await requireItemOwner(itemId);
      await revealClosed();
      return toReviewStats(await repo.statsOf(itemId));
    },

    /** Everything the caller wrote, hidden ones marked so: the writer reads their own. */
    async listByReviewer(reviewerId: string): Promise<{ reviews: Review[] }> {
      await revealClosed();
      return { reviews: (await repo.listByReviewer(reviewerId)).map(toReview) };
    },

    /** For a public profile: the shown reviews of the person, and their ratings by role. */
    async receivedBy(userId: string): Promise<{
      reviews: ProfileReview[];
      ratings: { asOwner: ReviewStats; asRenter: ReviewStats };
    }> {
      await revealClosed();
      const [received, ratings] = await Promise.all([
        repo.listReceived(userId),
        repo.ratingsOf(userId),
      ]);
      return {
        reviews: received.map(toProfileReview),
        ratings: {
          asOwner: toReviewStats(ratings.asOwner),
          asRenter: toReviewStats(ratings.asRenter),
        },
      };
    },

    async eligibility(userId: string, itemId: string): Promise<ReviewEligibility> {
      await requireItemOwner(itemId);
      const [hasReviewed, eligibleBookings] = await Promise.all([
        repo.hasReviewed(userId, itemId),
        repo.listReviewableBookings(userId, itemId, now()),
      ]);
      return {
        hasReviewed,
        eligibleBookings: eligibleBookings.map((booking) => ({
          ...booking,
          review_until: reviewDeadline(booking.to_date),
        })),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
