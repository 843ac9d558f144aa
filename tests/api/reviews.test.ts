import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { insertBooking, insertRecentRental } from './support/bookingRows';
import { itemMaker } from './support/items';
import { postReview, writeReview } from './support/reviews';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TEXT = 'Worked perfectly, easy pick-up.';

/** Sam lists a drill; Jamie rented it and the rental is over. */
async function finishedRental() {
  const owner = await signUp(ctx.app, { firstName: 'Sam', lastName: 'Patel' });
  const renter = await signUp(ctx.app, { firstName: 'Jamie', lastName: 'Rivera' });
  const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Drill' });
  const bookingId = await insertRecentRental(ctx.database.db, item, renter.user.id);
  const review = { itemId: item.id, bookingId, rating: 5, reviewText: TEXT };
  return { owner, renter, item, bookingId, review };
}

describe('POST /api/reviews', () => {
  it('stores the renter’s review with names from the database, whatever the body says', async () => {
    const { owner, renter, item, bookingId, review } = await finishedRental();
    const impostor = await signUp(ctx.app, { firstName: 'Mallory' });
    const response = await postReview(ctx.app, renter.token, {
      ...review,
      reviewText: `  ${TEXT}  `,
      reviewerId: impostor.user.id,
      reviewerName: 'Mallory',
      ownerId: impostor.user.id,
      ownerName: 'Nobody',
    });
    expect(response.statusCode).toBe(201);
    const [booking] = await ctx.database.db
      .select({ toDate: bookings.toDate })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw new Error('the booking is gone');
    expect(response.json().review).toEqual({
      id: expect.any(String),
      itemId: item.id,
      itemTitle: 'Drill',
      ownerId: owner.user.id,
      ownerName: 'Sam P.',
      reviewerId: renter.user.id,
      reviewerName: 'Jamie R.',
      subjectId: owner.user.id,
      subjectName: 'Sam P.',
      bookingId,
      rating: 5,
      reviewText: TEXT,
      type: 'item_review',
      // Hidden until Sam reviews Jamie, or until the last day to review has passed: the
      // same date the review form names.
      visible: false,
      reviewUntil: addDays(booking.toDate, 14),
      createdAt: expect.any(String),
    });
  });

  it.each(['pending', 'confirmed', 'cancelled', 'rejected'] as const)(
    'refuses a %s booking (403)',
    async (status) => {
      const { renter, item } = await finishedRental();
      const bookingId = await insertBooking(ctx.database.db, item, renter.user.id, status);
      const response = await postReview(ctx.app, renter.token, {
        itemId: item.id,
        bookingId,
        rating: 4,
        reviewText: TEXT,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: inEnglish('reviews.afterRental'),
        code: 'FORBIDDEN',
      });
    },
  );

  it('refuses someone else’s booking (403) and the owner’s own item (403)', async () => {
    const { owner, review } = await finishedRental();
    const other = await signUp(ctx.app);
    const byOther = await postReview(ctx.app, other.token, review);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error).toBe(inEnglish('reviews.unableBody'));
    const byOwner = await postReview(ctx.app, owner.token, review);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error).toBe(inEnglish('reviews.ownItem'));
  });

  it('accepts one review per booking (409 the second time)', async () => {
    const { renter, review } = await finishedRental();
    await writeReview(ctx.app, renter.token, review);
    const again = await postReview(ctx.app, renter.token, { ...review, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: inEnglish('reviews.alreadyReviewed'),
      code: 'ALREADY_REVIEWED',
    });
  });

  it('lets only one of two simultaneous reviews of a booking in', async () => {
    const { renter, review } = await finishedRental();
    const answers = await Promise.all([
      postReview(ctx.app, renter.token, review),
      postReview(ctx.app, renter.token, review),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('checks that the item and booking exist and belong together', async () => {
    const { owner, renter, review } = await finishedRental();
    const otherItem = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Saw' });
    const cases = [
      [{ itemId: UNKNOWN_ID }, 404, inEnglish('items.notFound')],
      [{ itemId: 'drill' }, 404, inEnglish('items.notFound')],
      [{ bookingId: UNKNOWN_ID }, 404, inEnglish('bookings.notFound')],
      [{ itemId: otherItem.id }, 400, inEnglish('reviews.bookingNotForItem')],
    ] as const;
    for (const [change, status, error] of cases) {
      const response = await postReview(ctx.app, renter.token, { ...review, ...change });
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
    }
  });

  it.each([
    [{ rating: 0 }, 'rating', inEnglish('reviews.ratingRequired')],
    [{ rating: undefined }, 'rating', inEnglish('reviews.ratingRequired')],
    [{ rating: 6 }, 'rating', inEnglish('reviews.ratingInvalid')],
    [{ rating: 3.5 }, 'rating', inEnglish('reviews.ratingInvalid')],
    [{ rating: '4' }, 'rating', inEnglish('reviews.ratingRequired')],
    [{ reviewText: '  123456789  ' }, 'reviewText', inEnglish('reviews.textTooShort')],
    [{ reviewText: 'x'.repeat(501) }, 'reviewText', inEnglish('reviews.textTooLong')],
    [{ reviewText: undefined }, 'reviewText', inEnglish('reviews.textTooShort')],
  ])('refuses %j (400)', async (change, field, error) => {
    const { renter, review } = await finishedRental();
    const response = await postReview(ctx.app, renter.token, { ...review, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR', field });
  });

  it('accepts texts of exactly 10 and 500 characters', async () => {
    const { renter, item, review } = await finishedRental();
    const short = await writeReview(ctx.app, renter.token, { ...review, reviewText: '1234567890' });
    expect(short.reviewText).toBe('1234567890');
    const bookingId = await insertRecentRental(ctx.database.db, item, renter.user.id);
    const long = await writeReview(ctx.app, renter.token, {
      ...review,
      bookingId,
      reviewText: 'y'.repeat(500),
    });
    expect(long.reviewText).toHaveLength(500);
  });

  it('requires sign-in (401)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/reviews', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
