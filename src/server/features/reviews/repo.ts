import { and, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { Db } from '../../db/client';
import { bookings, items, reviews, users } from '../../db/schema';
import { writeOutboxEvents } from '../../outbox/repo';
import { inStateAsOfSql } from '../lifecycle';

/** Written with each new review: its handlers tell the item's owner. */
export const REVIEW_CREATED_EVENT = 'review.created';

export type NewReview = Pick<
  typeof reviews.$inferInsert,
  'itemId' | 'bookingId' | 'reviewerId' | 'ownerId' | 'rating' | 'reviewText'
>;

const reviewers = alias(users, 'reviewers');
const owners = alias(users, 'owners');

/** A review with the names it is shown with, read in one statement. */
const recordColumns = {
  id: reviews.id,
  itemId: reviews.itemId,
  itemTitle: items.title,
  bookingId: reviews.bookingId,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  createdAt: reviews.createdAt,
  ownerId: reviews.ownerId,
  ownerFirstName: owners.firstName,
  ownerLastName: owners.lastName,
  reviewerId: reviews.reviewerId,
  reviewerFirstName: reviewers.firstName,
  reviewerLastName: reviewers.lastName,
};

export type ReviewRecord = {
  [Key in keyof typeof recordColumns]: (typeof recordColumns)[Key]['_']['data'];
};

export function createReviewsRepo(db: Db) {
  const selectRecords = () =>
    db
      .select(recordColumns)
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .innerJoin(owners, eq(owners.id, reviews.ownerId))
      .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId));

  return {
    /** Active or inactive: a finished rental can be reviewed after the listing is removed. */
    async findItemOwner(itemId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: items.ownerId })
        .from(items)
        .where(eq(items.id, itemId));
      return row?.ownerId;
    },

    async findBooking(id: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          itemId: bookings.itemId,
          renterId: bookings.renterId,
          status: bookings.status,
          fromDate: bookings.fromDate,
          toDate: bookings.toDate,
        })
        .from(bookings)
        .where(eq(bookings.id, id));
      return row;
    },

    /**
     * Inserts unless the booking already has a review; undefined means it has. The unique
     * index on booking_id decides, so two requests racing cannot both write one. The review's
     * outbox event (the owner is told) commits with it.
     */
    async insertIfFirstForBooking(
      review: NewReview,
      createdAt: Date,
    ): Promise<{ id: string; eventIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ ...review, createdAt })
          .onConflictDoNothing({ target: reviews.bookingId })
          .returning({ id: reviews.id });
        if (!row) return undefined;
        const eventIds = await writeOutboxEvents(tx, [
          {
            type: REVIEW_CREATED_EVENT,
            bookingId: review.bookingId,
            actorId: review.reviewerId,
            actorRole: 'renter',
            payload: { reviewId: row.id },
          },
        ]);
        return { id: row.id, eventIds };
      });
    },

    async findById(id: string): Promise<ReviewRecord | undefined> {
      const [row] = await selectRecords().where(eq(reviews.id, id));
      return row;
    },

    listByItem(itemId: string): Promise<ReviewRecord[]> {
      return selectRecords()
        .where(eq(reviews.itemId, itemId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },

    listByReviewer(reviewerId: string): Promise<ReviewRecord[]> {
      return selectRecords()
        .where(eq(reviews.reviewerId, reviewerId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },

    /** Average (null without reviews) and count of an item's ratings. */
    async statsOf(itemId: string): Promise<{ average: number | null; count: number }> {
      const [row] = await db
        .select({
          average: sql<number | null>`avg(${reviews.rating})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(eq(reviews.itemId, itemId));
      return row ?? { average: null, count: 0 };
    },

    async hasReviewed(reviewerId: string, itemId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.itemId, itemId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The bookings reviewRefusal lets the renter review, without a review yet: theirs, of an
     * item not their own, over by their dates today whether or not a sweep has completed them.
     */
    listReviewableBookings(renterId: string, itemId: string, today: CalendarDate) {
      return db
        .select({ id: bookings.id, from_date: bookings.fromDate, to_date: bookings.toDate })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .where(
          and(
            eq(bookings.itemId, itemId),
            eq(bookings.renterId, renterId),
            inStateAsOfSql('completed', today),
            ne(items.ownerId, renterId),
            notExists(
              db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookings.id)),
            ),
          ),
        )
        .orderBy(desc(bookings.toDate), desc(bookings.id));
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
