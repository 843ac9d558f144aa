import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewEligibility } from '../../../shared/schemas/reviews';
import { loadMessages } from '../../lib/i18n';
import { type Loaded, reviewOffer, reviewPageOutcome } from './reviewAccess';

beforeAll(() => loadMessages('shell'));

const booking = {
  id: 'b1',
  from_date: '2026-10-01',
  to_date: '2026-10-03',
  review_until: '2026-10-17',
};
const eligible: ReviewEligibility = { hasReviewed: false, eligibleBookings: [booking] };
const notRented: ReviewEligibility = { hasReviewed: false, eligibleBookings: [] };
const reviewed: ReviewEligibility = { hasReviewed: true, eligibleBookings: [] };

describe('reviewOffer', () => {
  it('offers the form to a signed-in renter with a completed booking not yet reviewed', () => {
    expect(reviewOffer({ signedIn: true, isOwner: false, eligibility: eligible })).toBe('form');
  });

  it('tells other signed-in visitors that reviews follow a rental', () => {
    expect(reviewOffer({ signedIn: true, isOwner: false, eligibility: notRented })).toBe(
      'afterRental',
    );
  });

  it('offers nothing signed out, to the owner, before eligibility is known or after reviewing', () => {
    expect(reviewOffer({ signedIn: false, isOwner: false, eligibility: eligible })).toBe('none');
    expect(reviewOffer({ signedIn: true, isOwner: true, eligibility: eligible })).toBe('none');
    expect(reviewOffer({ signedIn: true, isOwner: false, eligibility: undefined })).toBe('none');
    expect(reviewOffer({ signedIn: true, isOwner: false, eligibility: reviewed })).toBe('none');
    // A second completed booking does not invite a second review of the same item.
    expect(
      reviewOffer({
        signedIn: true,
        isOwner: false,
        eligibility: { hasReviewed: true, eligibleBookings: [booking] },
      }),
    ).toBe('none');
  });
});

describe('reviewPageOutcome', () => {
  const item: Loaded<{ owner_id: string }> = { state: 'loaded', value: { owner_id: 'owner' } };
  const loaded = (value: ReviewEligibility): Loaded<ReviewEligibility> => ({
    state: 'loaded',
    value,
  });
  const outcome = (
    overrides: Partial<Parameters<typeof reviewPageOutcome>[0]>,
  ): ReturnType<typeof reviewPageOutcome> =>
    reviewPageOutcome({
      itemId: 'i1',
      userId: 'renter',
      item,
      eligibility: loaded(eligible),
      ...overrides,
    });

  it('is ready with the newest eligible booking', () => {
    expect(outcome({})).toEqual({ kind: 'ready', booking });
  });

  it('waits while either call is on its way', () => {
    expect(outcome({ item: { state: 'loading' } })).toEqual({ kind: 'loading' });
    expect(outcome({ eligibility: { state: 'loading' } })).toEqual({ kind: 'loading' });
  });

  it('sends a missing item to the listings with "Item not found", even before the rest loads', () => {
    const expected = {
      kind: 'redirect',
      to: '/listings',
      message: 'Item not found',
      tone: 'error',
    };
    expect(outcome({ item: { state: 'missing' }, eligibility: { state: 'loading' } })).toEqual(
      expected,
    );
    expect(outcome({ eligibility: { state: 'missing' } })).toEqual(expected);
  });

  it('sends any other load failure to the listings with "Error loading review page"', () => {
    const expected = {
      kind: 'redirect',
      to: '/listings',
      message: 'Error loading review page',
      tone: 'error',
    };
    expect(outcome({ item: { state: 'failed' } })).toEqual(expected);
    expect(outcome({ eligibility: { state: 'failed' } })).toEqual(expected);
  });

  it('sends an earlier reviewer back to the item', () => {
    expect(outcome({ eligibility: loaded(reviewed) })).toEqual({
      kind: 'redirect',
      to: '/item/i1',
      message: 'You have already reviewed this item',
      tone: 'info',
    });
  });

  it('sends a user without a completed booking back to the item', () => {
    expect(outcome({ eligibility: loaded(notRented) })).toEqual({
      kind: 'redirect',
      to: '/item/i1',
      message: 'No completed bookings found for this item',
      tone: 'error',
    });
  });

  it('shows the owner that they cannot review their own item', () => {
    expect(outcome({ userId: 'owner', eligibility: loaded(notRented) })).toEqual({
      kind: 'unable',
    });
  });
});
