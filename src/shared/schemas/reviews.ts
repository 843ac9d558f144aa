import { z } from 'zod';
import { MAX_RATING, REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '../ratings';
import { calendarDateSchema, timestampSchema } from './common';
import { plainTextOnly } from './plainText';

/** The two kinds of review: a renter's of the item and its owner, an owner's of the renter. */
export const REVIEW_TYPES = ['item_review', 'renter_review'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

/**
 * A review as its reader may see it. Everyone reads it once it is shown (`visible`); before
 * that only its writer does, and `reviewUntil` says the last date on which the other side can
 * still write theirs (the same date the review form names): it shows the day after at the latest.
 */
export const reviewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  reviewerId: z.string(),
  /** The reviewer's display name; never their email, which is not public. */
  reviewerName: z.string(),
  /** The person reviewed: the item's owner for an item review, the renter otherwise. */
  subjectId: z.string(),
  subjectName: z.string(),
  bookingId: z.string(),
  rating: z.number().int(),
  reviewText: z.string(),
  type: z.enum(REVIEW_TYPES),
  visible: z.boolean(),
  reviewUntil: calendarDateSchema.nullable(),
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
  /** The last date the rental can be reviewed on. */
  review_until: calendarDateSchema,
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
  .number({ error: 'reviews.ratingRequired' })
  .int('reviews.ratingInvalid')
  .min(1, 'reviews.ratingRequired')
  .max(MAX_RATING, 'reviews.ratingInvalid');

export const reviewTextSchema = z
  .string({ error: 'reviews.textTooShort' })
  .trim()
  .min(REVIEW_MIN_LENGTH, 'reviews.textTooShort')
  .max(REVIEW_MAX_LENGTH, 'reviews.textTooLong');

/** What the review forms ask for. */
export const reviewFields = { rating: ratingSchema, reviewText: reviewTextSchema };
export const reviewFormSchema = plainTextOnly(z.object(reviewFields));
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** POST /api/reviews. Reviewer and owner come from the database, never from the body. */
export const createReviewSchema = z.object({
  ...reviewFields,
  itemId: z.string({ error: 'items.notFound' }).trim().min(1, 'items.notFound'),
  bookingId: z
    .string({ error: 'reviews.noCompletedBookings' })
    .trim()
    .min(1, 'reviews.noCompletedBookings'),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReview = z.output<typeof createReviewSchema>;
