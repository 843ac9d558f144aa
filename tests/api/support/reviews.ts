import type { App } from '../../../src/server/app';
import type { CreateRenterReviewInput } from '../../../src/shared/schemas/renterReviews';
import type { CreateReviewInput, Review } from '../../../src/shared/schemas/reviews';
import { bearer } from './users';

export function postReview(app: App, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(token), payload });
}

/** Posts a review through the API; fails the test unless it is stored (201). */
export async function writeReview(
  app: App,
  token: string,
  payload: CreateReviewInput,
): Promise<Review> {
  const response = await postReview(app, token, payload);
  if (response.statusCode !== 201) {
    throw new Error(`writing a review failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ review: Review }>().review;
}

export function postRenterReview(app: App, token: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/reviews/renter',
    headers: bearer(token),
    payload,
  });
}

/** The owner's review of a booking's renter; fails the test unless it is stored (201). */
export async function writeRenterReview(
  app: App,
  token: string,
  payload: CreateRenterReviewInput,
): Promise<Review> {
  const response = await postRenterReview(app, token, payload);
  if (response.statusCode !== 201) {
    throw new Error(`writing a renter review failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ review: Review }>().review;
}
