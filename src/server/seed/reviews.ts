import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, reviews } from '../db/schema';
import { findDemoAccountIds } from './accounts';

const DEMO_REVIEWS = [
  { rating: 5, reviewText: 'Exactly as described and spotless. Pick-up and return were easy.' },
  { rating: 4, reviewText: 'Worked well for the whole weekend. Friendly owner, would rent again.' },
  { rating: 5, reviewText: 'Great condition and the owner showed me how everything works.' },
  { rating: 3, reviewText: 'Did the job, though it was a little worn. Fair price for it.' },
];

const HOUR_MS = 60 * 60 * 1000;

function cannedReview(index: number) {
  const review = DEMO_REVIEWS[index % DEMO_REVIEWS.length];
  if (!review) throw new Error('the demo review list is empty');
  return review;
}

/** Their latest completed booking stays unreviewed, so that writing a review can be shown. */
const ROLES_LEFT_TO_REVIEW = ['Main demo', 'Regular user'] as const;

/**
 * Reviews by the demo accounts of their completed bookings, except the latest one of each
 * account in ROLES_LEFT_TO_REVIEW. Nothing is added once any demo account has written a
 * review, or while no booking is completed.
 */
export async function seedDemoReviews(db: Db): Promise<number> {
  const ids = await findDemoAccountIds(db);
  const demoIds = [...ids.values()];
  const [existing] = await db
    .select({ total: count() })
    .from(reviews)
    .where(inArray(reviews.reviewerId, demoIds));
  if ((existing?.total ?? 0) > 0) return 0;

  const completed = await db
    .select({
      id: bookings.id,
      itemId: bookings.itemId,
      renterId: bookings.renterId,
      ownerId: bookings.ownerId,
      toDate: bookings.toDate,
    })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'completed'),
        inArray(bookings.renterId, demoIds),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(bookings.toDate), asc(bookings.id));
  // Sorted newest first, so the first booking of each of these renters is their latest.
  const keptForTheDemo = ROLES_LEFT_TO_REVIEW.flatMap((role) => {
    const kept = completed.find((booking) => booking.renterId === ids.get(role));
    return kept ? [kept] : [];
  });
  const toReview = completed.filter((booking) => !keptForTheDemo.includes(booking));
  if (toReview.length === 0) return 0;

  const now = Date.now();
  await db.insert(reviews).values(
    toReview.map((booking, index) => {
      // Written the evening the rental ended, never in the future.
      const writtenAt = Math.min(now, Date.parse(`${booking.toDate}T18:00:00Z`) + index * HOUR_MS);
      return {
        itemId: booking.itemId,
        bookingId: booking.id,
        reviewerId: booking.renterId,
        ownerId: booking.ownerId,
        ...cannedReview(index),
        createdAt: new Date(writtenAt),
      };
    }),
  );
  return toReview.length;
}
