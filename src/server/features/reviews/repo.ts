import { and, desc, eq, exists, gte, isNotNull, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REVIEW_WINDOW_DAYS, type ReviewDirection } from '../../../shared/reviewWindow';
import type { Db } from '../../db/client';
import { bookings, items, reviews, users } from '../../db/schema';
import { writeOutboxEvents } from '../../outbox/repo';
import { inStateAsOfSql } from '../lifecycle';
import { itemTodaySql } from '../places';

/**
 * The earliest end date whose review window is still open where each booking's item is, for a
 * query that reads `items`: reviewWindowState's rule in SQL (closed once the end date is more
 * than the window's days before today).
 */
function earliestOpenEndSql(now: Date) {
  return sql<string>`(${itemTodaySql(now)} - ${REVIEW_WINDOW_DAYS}::integer)`;
}

/**
 * Written when a review becomes readable by everyone (both sides wrote, or the window closed):
 * its handlers tell the person reviewed, once. Reviews are never announced while hidden, so no
 * notification or email can carry a rating or text early.
 */
export const REVIEW_REVEALED_EVENT = 'review.revealed';
/** Written with each review before blind reviews; kept so that such events still deliver. */
export const REVIEW_CREATED_EVENT = 'review.created';

export type NewReview = Pick<
  typeof reviews.$inferInsert,
  | 'itemId'
  | 'bookingId'
  | 'direction'
  | 'reviewerId'
  | 'ownerId'
  | 'subjectId'
  | 'rating'
  | 'reviewText'
>;

const reviewers = alias(users, 'reviewers');
const owners = alias(users, 'owners');
const subjects = alias(users, 'subjects');

/** A review with the names it is shown with, read in one statement. */
const recordColumns = {
  id: reviews.id,
  itemId: reviews.itemId,
  itemTitle: items.title,
  bookingId: reviews.bookingId,
  direction: reviews.direction,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  createdAt: reviews.createdAt,
  revealedAt: reviews.revealedAt,
  rentalEnd: bookings.toDate,
  ownerId: reviews.ownerId,
  ownerFirstName: owners.firstName,
  ownerLastName: owners.lastName,
  reviewerId: reviews.reviewerId,
  reviewerFirstName: reviewers.firstName,
  reviewerLastName: reviewers.lastName,
  subjectId: reviews.subjectId,
  subjectFirstName: subjects.firstName,
  subjectLastName: subjects.lastName,
};

export type ReviewRecord = {
  [Key in Exclude<
    keyof typeof recordColumns,
    'revealedAt'
  >]: (typeof recordColumns)[Key]['_']['data'];
} & { revealedAt: Date | null };

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];
const revealed = isNotNull(reviews.revealedAt);
const ofItems = eq(reviews.direction, 'renter_to_owner');

export function createReviewsRepo(db: Db) {
  const selectRecords = () =>
    db
      .select(recordColumns)
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(owners, eq(owners.id, reviews.ownerId))
      .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
      .innerJoin(subjects, eq(subjects.id, reviews.subjectId));

  async function ratingOf(subjectId: string, direction: ReviewDirection) {
    const [row] = await db
      .select({
        average: sql<number | null>`avg(${reviews.rating})::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(and(eq(reviews.subjectId, subjectId), eq(reviews.direction, direction), revealed));
    return row ?? { average: null, count: 0 };
  }

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
          itemTitle: items.title,
          renterId: bookings.renterId,
          renterFirstName: users.firstName,
          renterLastName: users.lastName,
          ownerId: bookings.ownerId,
          status: bookings.status,
          fromDate: bookings.fromDate,
          toDate: bookings.toDate,
          timeZone: items.timeZone,
        })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .innerJoin(users, eq(users.id, bookings.renterId))
        .where(eq(bookings.id, id));
      return row;
    },

    /**
     * Inserts unless the booking already has a review in this direction; undefined means it
     * has. The booking row is locked first, so of two sides writing at the same moment the
     * second sees the first, and the pair is revealed together: with its reveal events, in
     * the same transaction.
     */
    async insertIfFirst(
      review: NewReview,
      createdAt: Date,
      /** Whether the booking's reviews show, given how many are written (reviewsRevealed). */
      revealedWith: (written: number) => boolean,
    ): Promise<{ id: string; eventIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.id, review.bookingId))
          .for('no key update');
        const [row] = await tx
          .insert(reviews)
          .values({ ...review, createdAt })
          .onConflictDoNothing({ target: [reviews.bookingId, reviews.direction] })
          .returning({ id: reviews.id });
        if (!row) return undefined;
        const both = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(eq(reviews.bookingId, review.bookingId));
        if (!revealedWith(both.length)) return { id: row.id, eventIds: [] };
        const shown = await tx
          .update(reviews)
          .set({ revealedAt: createdAt })
          .where(and(eq(reviews.bookingId, review.bookingId), isNull(reviews.revealedAt)))
          .returning({ id: reviews.id });
        const eventIds = await writeOutboxEvents(
          tx,
          shown.map((revealedReview) => ({
            type: REVIEW_REVEALED_EVENT,
            bookingId: review.bookingId,
            actorId: review.reviewerId,
            actorRole: review.direction === 'renter_to_owner' ? 'renter' : 'owner',
            payload: { reviewId: revealedReview.id },
          })),
        );
        return { id: row.id, eventIds };
      });
    },

    /**
     * Shows the reviews whose window has closed, with their reveal events. The UPDATE takes
     * each row once however many processes run it: a second one finds it revealed already.
     */
    async revealClosed(at: Date): Promise<{ eventIds: string[]; itemIds: string[] }> {
      const closedFor = (reader: Db) =>
        and(
          isNull(reviews.revealedAt),
          exists(
            reader
              .select({ id: bookings.id })
              .from(bookings)
              .innerJoin(items, eq(items.id, bookings.itemId))
              .where(
                and(
                  eq(bookings.id, reviews.bookingId),
                  lt(bookings.toDate, earliestOpenEndSql(at)),
                ),
              ),
          ),
        );
      // Every review read comes here first: a plain read, so that nothing is written (and no
      // transaction opened) unless a window has closed since the last reveal.
      const [due] = await db.select({ id: reviews.id }).from(reviews).where(closedFor(db)).limit(1);
      if (!due) return { eventIds: [], itemIds: [] };
      return db.transaction(async (tx) => {
        const shown = await tx
          .update(reviews)
          .set({ revealedAt: at })
          .where(closedFor(tx))
          .returning({ id: reviews.id, bookingId: reviews.bookingId, itemId: reviews.itemId });
        const eventIds = await writeOutboxEvents(
          tx,
          shown.map((review) => ({
            type: REVIEW_REVEALED_EVENT,
            bookingId: review.bookingId,
            actorRole: 'clock',
            payload: { reviewId: review.id },
          })),
        );
        return { eventIds, itemIds: [...new Set(shown.map((review) => review.itemId))] };
      });
    },

    async findById(id: string): Promise<ReviewRecord | undefined> {
      const [row] = await selectRecords().where(eq(reviews.id, id));
      return row;
    },

    /** The booking's review in one direction, shown or not: for its writer. */
    async findOfBooking(
      bookingId: string,
      direction: ReviewDirection,
    ): Promise<ReviewRecord | undefined> {
      const [row] = await selectRecords().where(
        and(eq(reviews.bookingId, bookingId), eq(reviews.direction, direction)),
      );
      return row;
    },

    /** The item's reviews by its renters that everyone may read. */
    listByItem(itemId: string): Promise<ReviewRecord[]> {
      return selectRecords()
        .where(and(eq(reviews.itemId, itemId), ofItems, revealed))
        .orderBy(...newestFirst);
    },

    /** Everything the person wrote, shown or not: a writer always reads their own. */
    listByReviewer(reviewerId: string): Promise<ReviewRecord[]> {
      return selectRecords()
        .where(eq(reviews.reviewerId, reviewerId))
        .orderBy(...newestFirst);
    },

    /** The reviews of the person, as owner and as renter, that everyone may read. */
    listReceived(subjectId: string): Promise<ReviewRecord[]> {
      return selectRecords()
        .where(and(eq(reviews.subjectId, subjectId), revealed))
        .orderBy(...newestFirst);
    },

    /** Average (null without reviews) and count of an item's shown ratings. */
    async statsOf(itemId: string): Promise<{ average: number | null; count: number }> {
      const [row] = await db
        .select({
          average: sql<number | null>`avg(${reviews.rating})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(and(eq(reviews.itemId, itemId), ofItems, revealed));
      return row ?? { average: null, count: 0 };
    },

    /** The person's shown ratings by their renters (as an owner) and owners (as a renter). */
    async ratingsOf(userId: string) {
      const [asOwner, asRenter] = await Promise.all([
        ratingOf(userId, 'renter_to_owner'),
        ratingOf(userId, 'owner_to_renter'),
      ]);
      return { asOwner, asRenter };
    },

    async hasReviewed(reviewerId: string, itemId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.itemId, itemId), ofItems))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the owner already reviewed the booking's renter. */
    async ownerHasReviewed(bookingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.bookingId, bookingId), eq(reviews.direction, 'owner_to_renter')));
      return row !== undefined;
    },

    /**
     * The bookings reviewRefusal lets the renter review, without a review of theirs yet: theirs,
     * of an item not their own, over by their dates today whether or not a sweep has completed
     * them, and still inside the review window.
     */
    listReviewableBookings(renterId: string, itemId: string, now: Date) {
      return db
        .select({ id: bookings.id, from_date: bookings.fromDate, to_date: bookings.toDate })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .where(
          and(
            eq(bookings.itemId, itemId),
            eq(bookings.renterId, renterId),
            inStateAsOfSql('completed', itemTodaySql(now)),
            gte(bookings.toDate, earliestOpenEndSql(now)),
            ne(items.ownerId, renterId),
            notExists(
              db
                .select({ id: reviews.id })
                .from(reviews)
                .where(and(eq(reviews.bookingId, bookings.id), ofItems)),
            ),
          ),
        )
        .orderBy(desc(bookings.toDate), desc(bookings.id));
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
