import { z } from 'zod';
import { calendarDateSchema } from './common';
import { reviewFields, reviewSchema } from './reviews';

// Apart from reviews.ts, which every page loads with the items' schemas: only the owner's review
// screen and the server need these.

/** POST /api/reviews/renter: the owner's review of a booking's renter. */
export const createRenterReviewSchema = z.object({
  ...reviewFields,
  bookingId: z.string({ error: 'bookings.notFound' }).trim().min(1, 'bookings.notFound'),
});
export type CreateRenterReviewInput = z.input<typeof createRenterReviewSchema>;
export type CreateRenterReview = z.output<typeof createRenterReviewSchema>;

/**
 * GET /api/reviews/renter/{bookingId}: what the owner's review screen shows. `reviewUntil` is
 * the last date to write on; `open` whether the owner may write today, else `closedReason`
 * says why (not over yet, or the window closed); `review` theirs, if written.
 */
export const renterReviewTargetSchema = z.object({
  bookingId: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  renterId: z.string(),
  renterName: z.string(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  reviewUntil: calendarDateSchema,
  open: z.boolean(),
  closedReason: z.string().nullable(),
  review: reviewSchema.nullable(),
});
export type RenterReviewTarget = z.infer<typeof renterReviewTargetSchema>;
