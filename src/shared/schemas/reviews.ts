import { z } from 'zod';
import { messages } from '../messages';
import { MAX_RATING, REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '../ratings';
import { calendarDateSchema, timestampSchema } from './common';
import { plainTextOnly } from './plainText';

const m = messages.reviews;

/** A renter's review of an item, as anyone may read it. */
export const reviewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  reviewerId: z.string(),
  /** The reviewer's display name; never their email, which is not public. */
  reviewerName: z.string(),
  bookingId: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  type: z.literal('item_review'),
  createdAt: timestampSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema });
export const reviewListSchema = z.object({ reviews: z.array(reviewSchema) });

/** The rating summary of an item: the average to one decimal (0 when none) and how many. */
export const reviewStatsSchema = z.object({ average: z.number(), count: z.number().int() });
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const eligibleBookingSchema = z.object({
  id: z.string(),
  from_date: calendarDateSchema,
  to_date: calendarDateSchema,
});
export type EligibleBooking = z.infer<typeof eligibleBookingSchema>;

/** Whether the caller may review an item: their completed, not yet reviewed bookings of it. */
export const reviewEligibilitySchema = z.object({
  hasReviewed: z.boolean(),
  eligibleBookings: z.array(eligibleBookingSchema),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

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
const reviewFields = { rating: ratingSchema, reviewText: reviewTextSchema };
export const reviewFormSchema = plainTextOnly(z.object(reviewFields));
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** POST /api/reviews. Reviewer and owner come from the database, never from the body. */
export const createReviewSchema = z.object({
  ...reviewFields,
  itemId: z.string({ error: messages.items.notFound }).trim().min(1, messages.items.notFound),
  bookingId: z.string({ error: m.noCompletedBookings }).trim().min(1, m.noCompletedBookings),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReview = z.output<typeof createReviewSchema>;
