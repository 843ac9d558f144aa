import { MY_BOOKINGS_MAX_PAGE_SIZE } from '../../shared/bookings';
import { SOURCE_LOCALE } from '../../shared/i18n/locales';
import type { Booking } from '../../shared/schemas/bookings';
import type { Services } from '../services';
import type { DemoAccountIds } from './accounts';
import type { SeedClock } from './clock';

const HOUR_MS = 60 * 60 * 1000;

const DEMO_REVIEWS = [
  { rating: 5, reviewText: 'Exactly as described and spotless. Pick-up and return were easy.' },
  { rating: 4, reviewText: 'Worked well for the whole weekend. Friendly owner, would rent again.' },
  { rating: 5, reviewText: 'Great condition and the owner showed me how everything works.' },
  { rating: 3, reviewText: 'Did the job, though it was a little worn. Fair price for it.' },
];

const DEMO_RENTER_REVIEWS = [
  { rating: 5, reviewText: 'Picked up on time and brought it back spotless. Welcome any time.' },
  { rating: 4, reviewText: 'Friendly and careful with my things. A little late returning it.' },
  { rating: 5, reviewText: 'Easy to arrange and returned everything as it was. Thank you!' },
];

function cannedRenterReview(index: number) {
  const review = DEMO_RENTER_REVIEWS[index % DEMO_RENTER_REVIEWS.length];
  if (!review) throw new Error('the demo renter review list is empty');
  return review;
}

function cannedReview(index: number) {
  const review = DEMO_REVIEWS[index % DEMO_REVIEWS.length];
  if (!review) throw new Error('the demo review list is empty');
  return review;
}

/** Their latest completed booking stays unreviewed, so that writing a review can be shown. */
const ROLES_LEFT_TO_REVIEW = ['Main demo', 'Regular user'] as const;

const newestFirst = (a: Booking, b: Booking) =>
  b.to_date.localeCompare(a.to_date) || a.id.localeCompare(b.id);

/**
 * Reviews by the demo accounts of their completed bookings, and by the owners of those renters,
 * written through the reviews service, except the latest booking of each account in
 * ROLES_LEFT_TO_REVIEW. Each is written the evening its rental ended, as the clock says, never
 * in the future. Nothing is added once any demo account has written a review, or while no
 * booking is completed.
 */
export async function seedDemoReviews(
  services: Services,
  accounts: DemoAccountIds,
  clock: SeedClock,
): Promise<number> {
  const renters = [...accounts.entries()];
  for (const [, id] of renters) {
    if ((await services.reviews.listByReviewer(id)).reviews.length > 0) return 0;
  }

  const toReview: Booking[] = [];
  for (const [role, id] of renters) {
    // A demo renter has a handful of bookings: one page holds them all.
    const asRenter = { type: 'as_renter', limit: MY_BOOKINGS_MAX_PAGE_SIZE, page: 1 } as const;
    const completed = (await services.bookings.list(id, asRenter)).bookings
      .filter((booking) => booking.status === 'completed')
      .sort(newestFirst);
    const keepsOne = ROLES_LEFT_TO_REVIEW.some((kept) => kept === role);
    toReview.push(...(keepsOne ? completed.slice(1) : completed));
  }
  toReview.sort(newestFirst);

  const seededAt = clock.now().getTime();
  try {
    for (const [index, booking] of toReview.entries()) {
      const evening = Date.parse(`${booking.to_date}T18:00:00Z`) + index * HOUR_MS;
      clock.set(new Date(Math.min(seededAt, evening)));
      // The owner's review of the renter first: the renter's then shows both at once.
      await services.reviews.createForRenter(
        booking.owner_id,
        { bookingId: booking.id, ...cannedRenterReview(index) },
        SOURCE_LOCALE,
      );
      await services.reviews.create(
        booking.renter_id,
        { itemId: booking.item_id, bookingId: booking.id, ...cannedReview(index) },
        SOURCE_LOCALE,
      );
    }
  } finally {
    clock.reset();
  }
  return toReview.length;
}
