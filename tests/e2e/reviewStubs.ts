import { expect, type Page } from '@playwright/test';
import type { Item } from '../../src/shared/schemas/items';
import type { Review } from '../../src/shared/schemas/reviews';

/**
 * Answers an item's review calls in the browser as the server would for a renter with one
 * completed booking of it: eligible until a review is sent, the first send fails (500), the
 * second is stored and then listed.
 */
export async function answerReviewCalls(
  page: Page,
  item: Item,
  reviewerName: string,
): Promise<void> {
  const booking = {
    id: '11111111-1111-4111-8111-111111111111',
    from_date: '2026-01-02',
    to_date: '2026-01-04',
  };
  const state: { reviews: Review[]; failNext: boolean } = { reviews: [], failNext: true };
  await page.route(`**/api/reviews/item/${item.id}/eligibility`, (route) =>
    route.fulfill({
      json: {
        hasReviewed: state.reviews.length > 0,
        eligibleBookings: state.reviews.length ? [] : [booking],
      },
    }),
  );
  await page.route(`**/api/reviews/item/${item.id}/stats`, (route) =>
    route.fulfill({
      json: { average: state.reviews[0]?.rating ?? 0, count: state.reviews.length },
    }),
  );
  await page.route(`**/api/reviews/item/${item.id}`, (route) =>
    route.fulfill({ json: { reviews: state.reviews } }),
  );
  await page.route('**/api/reviews', async (route) => {
    if (state.failNext) {
      state.failNext = false;
      await route.fulfill({ status: 500, json: { error: 'Something broke', code: 'INTERNAL' } });
      return;
    }
    const sent = route.request().postDataJSON() as { rating: number; reviewText: string };
    expect(sent).toMatchObject({ itemId: item.id, bookingId: booking.id });
    const review: Review = {
      id: 'r1',
      itemId: item.id,
      itemTitle: item.title,
      ownerId: item.owner_id,
      ownerName: item.ownerName,
      reviewerId: 'me',
      reviewerName,
      bookingId: booking.id,
      rating: sent.rating,
      reviewText: sent.reviewText,
      type: 'item_review',
      createdAt: new Date().toISOString(),
    };
    state.reviews = [review];
    await route.fulfill({ status: 201, json: { review } });
  });
}
