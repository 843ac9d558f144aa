import { z } from 'zod';
import { messages } from '../messages';
import { MAX_RATING, REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '../ratings';

const m = messages.reviews;

/** A renter's review of an item (spec §3). */
export interface Review {
  id: string;
  itemId: string;
  itemTitle: string;
  ownerId: string;
  ownerName: string;
  reviewerId: string;
  /** The reviewer's name, or their email when they have none. */
  reviewerName: string;
  bookingId: string;
  rating: number;
  reviewText: string;
  type: 'item_review';
  createdAt: string;
}

/** The rating summary of an item: the average to one decimal (0 when none) and how many. */
export interface ReviewStats {
  average: number;
  count: number;
}

export interface EligibleBooking {
  id: string;
  from_date: string;
  to_date: string;
}

/** Whether the caller may review an item: their completed, not yet reviewed bookings of it. */
export interface ReviewEligibility {
  hasReviewed: boolean;
  eligibleBookings: EligibleBooking[];
}

/** 0 is the form's 'nothing chosen yet', hence the same message as a missing rating. */
export const ratingSchema = z
  .number({ error: m.ratingRequired })
  .int(m.ratingInvalid)
  .min(1, m.ratingRequired)
  .max(MAX_RATING, m.ratingInvalid);

export const reviewTextSchema = z
  .string({ error: m.textTooShort })
  .trim()
  .min(REVIEW_MIN_LENGTH, m.textTooShort)
  .max(REVIEW_MAX_LENGTH, m.textTooLong);

/** What the review forms ask for. */
export const reviewFormSchema = z.object({ rating: ratingSchema, reviewText: reviewTextSchema });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** POST /api/reviews. Reviewer and owner come from the database, never from the body. */
export const createReviewSchema = reviewFormSchema.extend({
  itemId: z.string({ error: messages.items.notFound }).trim().min(1, messages.items.notFound),
  bookingId: z.string({ error: m.noCompletedBookings }).trim().min(1, m.noCompletedBookings),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReview = z.output<typeof createReviewSchema>;
