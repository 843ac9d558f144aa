import { z } from 'zod';
import { timestampSchema } from './common';
import { itemSchema } from './items';
import { REVIEW_TYPES, reviewStatsSchema } from './reviews';

/** A review on the profile of the person reviewed; the reviewer by first name and initial. */
export const profileReviewSchema = z.object({
  id: z.string(),
  type: z.enum(REVIEW_TYPES),
  rating: z.number().int(),
  reviewText: z.string(),
  reviewerId: z.string(),
  reviewerName: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  createdAt: timestampSchema,
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;

/**
 * GET /api/users/{id}/profile: what anyone may know of a member. Never the email address,
 * phone number, street address, ZIP code or whole last name.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  /** "Jamie R.": the first name and the last name's initial. */
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The city of their own address; empty when they gave none. */
  city: z.string(),
  memberSince: timestampSchema,
  emailVerified: z.boolean(),
  ratings: z.object({ asOwner: reviewStatsSchema, asRenter: reviewStatsSchema }),
  /** Live listings only: active, never hidden or withdrawn. */
  listings: z.array(itemSchema),
  reviews: z.array(profileReviewSchema),
  /** Confirmed rentals this person cancelled as the owner (the renter got everything back). */
  ownerCancellations: z.number().int(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
