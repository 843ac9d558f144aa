import type { EligibleBooking, ReviewEligibility } from '../../../shared/schemas/reviews';
import { i18n } from '../../lib/i18n';

/** What the item page offers below its reviews. */
export type ReviewOffer = 'form' | 'afterRental' | 'none';

/**
 * The form only for a signed-in renter with a completed booking not yet reviewed;
 * the 'after a rental' hint for anyone else signed in who may still rent it. Nothing while
 * eligibility is unknown, for the owner, and once the user has reviewed (their review shows).
 */
export function reviewOffer(viewer: {
  signedIn: boolean;
  isOwner: boolean;
  eligibility: ReviewEligibility | undefined;
}): ReviewOffer {
  const { signedIn, isOwner, eligibility } = viewer;
  if (!signedIn || isOwner || !eligibility || eligibility.hasReviewed) return 'none';
  return eligibility.eligibleBookings.length > 0 ? 'form' : 'afterRental';
}

/** A query's outcome as the review screen needs it: a 404 is 'missing', any other error 'failed'. */
export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'loaded'; value: T };

export type ReviewPageOutcome =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; message: string; tone: 'error' | 'info' }
  | { kind: 'unable' }
  | { kind: 'ready'; booking: EligibleBooking };

/**
 * The review screen's load-time decision in this order: a missing item, a failed
 * load, an earlier review, no completed booking. The owner cannot review and has nowhere
 * better to go, so sees 'Unable to Review'. The newest eligible booking is the one reviewed.
 */
export function reviewPageOutcome(page: {
  itemId: string;
  userId: string;
  item: Loaded<{ owner_id: string }>;
  eligibility: Loaded<ReviewEligibility>;
}): ReviewPageOutcome {
  const { item, eligibility } = page;
  const itemPage = `/item/${page.itemId}`;
  if (item.state === 'missing' || eligibility.state === 'missing') {
    return { kind: 'redirect', to: '/listings', message: i18n._('items.notFound'), tone: 'error' };
  }
  if (item.state === 'failed' || eligibility.state === 'failed') {
    return {
      kind: 'redirect',
      to: '/listings',
      message: i18n._('reviews.loadFailed'),
      tone: 'error',
    };
  }
  if (item.state === 'loading' || eligibility.state === 'loading') return { kind: 'loading' };
  if (item.value.owner_id === page.userId) return { kind: 'unable' };
  if (eligibility.value.hasReviewed) {
    return {
      kind: 'redirect',
      to: itemPage,
      message: i18n._('reviews.alreadyReviewed'),
      tone: 'info',
    };
  }
  const [booking] = eligibility.value.eligibleBookings;
  if (!booking) {
    return {
      kind: 'redirect',
      to: itemPage,
      message: i18n._('reviews.noCompletedBookings'),
      tone: 'error',
    };
  }
  return { kind: 'ready', booking };
}
