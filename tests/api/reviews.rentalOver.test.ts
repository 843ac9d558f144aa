import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { ReviewEligibility } from '../../src/shared/schemas/reviews';
import { book, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { postReview } from './support/reviews';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
const TEXT = 'Worked perfectly, easy pick-up.';

async function eligibility(token: string, itemId: string) {
  const response = await ctx.app.inject({
    url: `/api/reviews/item/${itemId}/eligibility`,
    headers: bearer(token),
  });
  return response.json<ReviewEligibility>();
}

async function storedStatus(bookingId: string) {
  const [row] = await ctx.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}

describe('reviewing when a rental ends', () => {
  it('is open the day the rental ends, before any sweep has completed it', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(3));
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    const review = { itemId: item.id, bookingId: booking.id, rating: 5, reviewText: TEXT };

    clock.advanceDays(2);
    expect(await eligibility(renter.token, item.id)).toEqual({
      hasReviewed: false,
      eligibleBookings: [],
    });
    const early = await postReview(ctx.app, renter.token, review);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe(inEnglish('reviews.afterRental'));

    clock.advanceDays(1);
    expect(await storedStatus(booking.id)).toBe('confirmed');
    expect((await eligibility(renter.token, item.id)).eligibleBookings).toEqual([
      {
        id: booking.id,
        from_date: booking.from_date,
        to_date: booking.to_date,
        review_until: addDays(booking.to_date, 14),
      },
    ]);
    expect(await eligibility(owner.token, item.id)).toEqual({
      hasReviewed: false,
      eligibleBookings: [],
    });
    expect((await postReview(ctx.app, renter.token, review)).statusCode).toBe(201);
  });
});
