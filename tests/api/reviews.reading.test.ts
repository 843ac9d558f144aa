import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { Item, ItemsPage } from '../../src/shared/schemas/items';
import type { Review, ReviewEligibility } from '../../src/shared/schemas/reviews';
import { insertBooking, insertRecentRental } from './support/bookingRows';
import { itemMaker } from './support/items';
import { writeRenterReview, writeReview } from './support/reviews';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Sam's drill, rented and reviewed by three neighbours with the given ratings, in order. Sam
 * reviews each renter first, so that each renter's review is shown as soon as it is written.
 */
async function reviewedDrill(ratings: number[]) {
  const owner = await signUp(ctx.app, { firstName: 'Sam', lastName: 'Patel' });
  const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Drill' });
  const reviews: Review[] = [];
  const renters = [];
  for (const [index, rating] of ratings.entries()) {
    const renter = await signUp(ctx.app, { firstName: `Renter${index}`, lastName: 'Lee' });
    const bookingId = await insertRecentRental(ctx.database.db, item, renter.user.id);
    const reviewText = `Review number ${index + 1} of the drill.`;
    await writeRenterReview(ctx.app, owner.token, {
      bookingId,
      rating: 5,
      reviewText: 'A careful renter, thank you.',
    });
    reviews.push(
      await writeReview(ctx.app, renter.token, { itemId: item.id, bookingId, rating, reviewText }),
    );
    renters.push(renter);
  }
  return { owner, item, reviews, renters };
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  const response = await ctx.app.inject({ url, headers: token ? bearer(token) : {} });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe('GET /api/reviews/item/{itemId} and its stats', () => {
  it('lists an item’s reviews newest first', async () => {
    const { item, reviews } = await reviewedDrill([4, 5, 4]);
    const listed = await getJson<{ reviews: Review[] }>(`/api/reviews/item/${item.id}`);
    expect(listed.reviews).toEqual([...reviews].reverse());
  });

  it('never shows a reviewer’s email, even when they have no name', async () => {
    const { item, renters } = await reviewedDrill([5]);
    const [renter] = renters;
    if (!renter) throw new Error('the drill has no renter');
    await ctx.database.db
      .update(users)
      .set({ firstName: '', lastName: '' })
      .where(eq(users.id, renter.user.id));
    const response = await ctx.app.inject({ url: `/api/reviews/item/${item.id}` });
    expect(response.json<{ reviews: Review[] }>().reviews[0]?.reviewerName).toBe('User');
    expect(response.body).not.toContain(renter.user.email);
    const own = await ctx.app.inject({
      url: '/api/reviews/my-reviews',
      headers: bearer(renter.token),
    });
    expect(own.body).not.toContain(renter.user.email);
  });

  it('averages to one decimal: 4, 5 and 4 make 4.3', async () => {
    const { item } = await reviewedDrill([4, 5, 4]);
    expect(await getJson(`/api/reviews/item/${item.id}/stats`)).toEqual({ average: 4.3, count: 3 });
  });

  it('gives an empty list and a zero average before any review', async () => {
    const { item } = await reviewedDrill([]);
    expect(await getJson(`/api/reviews/item/${item.id}`)).toEqual({ reviews: [] });
    expect(await getJson(`/api/reviews/item/${item.id}/stats`)).toEqual({ average: 0, count: 0 });
  });

  it('answers 404 for an unknown item', async () => {
    for (const url of [
      `/api/reviews/item/${UNKNOWN_ID}`,
      `/api/reviews/item/${UNKNOWN_ID}/stats`,
      '/api/reviews/item/drill/stats',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(inEnglish('items.notFound'));
    }
  });
});

describe('GET /api/reviews/my-reviews', () => {
  it('lists the reviews the caller wrote, newest first, and needs sign-in', async () => {
    const { owner, renters, reviews } = await reviewedDrill([3]);
    const [renter] = renters;
    if (!renter) throw new Error('no renter');
    const saw = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Saw' });
    const bookingId = await insertRecentRental(ctx.database.db, saw, renter.user.id);
    const sawReview = await writeReview(ctx.app, renter.token, {
      itemId: saw.id,
      bookingId,
      rating: 2,
      reviewText: 'The blade was rather dull.',
    });
    const mine = await getJson<{ reviews: Review[] }>('/api/reviews/my-reviews', renter.token);
    expect(mine.reviews).toEqual([sawReview, reviews[0]]);
    // The owner's list holds what the owner wrote (the review of the renter), not the reviews
    // of their drill.
    const owners = await getJson<{ reviews: Review[] }>('/api/reviews/my-reviews', owner.token);
    expect(owners.reviews.map((review) => [review.type, review.reviewerId])).toEqual([
      ['renter_review', owner.user.id],
    ]);
    expect((await ctx.app.inject({ url: '/api/reviews/my-reviews' })).statusCode).toBe(401);
  });
});

describe('GET /api/reviews/item/{itemId}/eligibility', () => {
  it('offers the renter’s completed, unreviewed bookings until they are reviewed', async () => {
    const owner = await signUp(ctx.app);
    const renter = await signUp(ctx.app);
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)();
    const url = `/api/reviews/item/${item.id}/eligibility`;
    expect(await getJson(url, renter.token)).toEqual({ hasReviewed: false, eligibleBookings: [] });

    await insertBooking(ctx.database.db, item, renter.user.id, 'confirmed');
    const bookingId = await insertRecentRental(ctx.database.db, item, renter.user.id);
    const before = await getJson<ReviewEligibility>(url, renter.token);
    expect(before).toEqual({
      hasReviewed: false,
      eligibleBookings: [
        {
          id: bookingId,
          from_date: expect.any(String),
          to_date: expect.any(String),
          review_until: expect.any(String),
        },
      ],
    });
    const [offered] = before.eligibleBookings;
    expect(offered?.from_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(offered?.review_until).toBe(addDays(offered?.to_date ?? '', 14));
    expect(await getJson(url, owner.token)).toEqual({ hasReviewed: false, eligibleBookings: [] });

    await writeReview(ctx.app, renter.token, {
      itemId: item.id,
      bookingId,
      rating: 4,
      reviewText: 'Did the job nicely.',
    });
    expect(await getJson(url, renter.token)).toEqual({ hasReviewed: true, eligibleBookings: [] });
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('item ratings', () => {
  it('are carried by item detail, browse, search and my items, fresh after a review', async () => {
    const { owner, item } = await reviewedDrill([4, 5]);
    const plain = await itemMaker(
      ctx.app,
      ctx.uploadsDir,
      owner.token,
    )({
      title: 'Ladder',
      description: 'An aluminium ladder that reaches the gutters.',
    });
    expect(plain.rating).toEqual({ average: 0, count: 0 });

    const detail = async () => (await getJson<{ item: Item }>(`/api/items/${item.id}`)).item;
    expect((await detail()).rating).toEqual({ average: 4.5, count: 2 });

    const ratingsIn = (list: Item[]) =>
      Object.fromEntries(list.map((entry) => [entry.title, entry.rating]));
    const expected = { Drill: { average: 4.5, count: 2 }, Ladder: { average: 0, count: 0 } };
    expect(ratingsIn((await getJson<ItemsPage>('/api/items')).items)).toEqual(expected);
    const bySearch = await getJson<ItemsPage>('/api/items?search=drill');
    expect(ratingsIn(bySearch.items)).toEqual({ Drill: expected.Drill });
    const own = await getJson<{ items: Item[] }>('/api/items/my-items', owner.token);
    expect(ratingsIn(own.items)).toEqual(expected);

    // The detail and the search were just cached; a new review must show at once in both.
    const renter = await signUp(ctx.app);
    const bookingId = await insertRecentRental(ctx.database.db, item, renter.user.id);
    await writeRenterReview(ctx.app, owner.token, {
      bookingId,
      rating: 4,
      reviewText: 'Brought it back charged.',
    });
    await writeReview(ctx.app, renter.token, {
      itemId: item.id,
      bookingId,
      rating: 1,
      reviewText: 'Battery died after ten minutes.',
    });
    expect((await detail()).rating).toEqual({ average: 3.3, count: 3 });
    const searchedAgain = await getJson<ItemsPage>('/api/items?search=drill');
    expect(ratingsIn(searchedAgain.items)).toEqual({ Drill: { average: 3.3, count: 3 } });
  });
});
