import { describe, expect, it } from 'vitest';
import {
  dateGuardHolds,
  renterReviewRefusal,
  requestedTransition,
  reviewRefusal,
  stateAsOf,
} from './rules';

const TODAY = '2030-06-15';
const booking = (status: string, fromDate: string, toDate: string) => ({
  status,
  fromDate,
  toDate,
});

describe('dateGuardHolds', () => {
  it.each([
    ['fromDate', 'before_today', '2030-06-14', true],
    ['fromDate', 'before_today', '2030-06-15', false],
    ['toDate', 'today_or_earlier', '2030-06-15', true],
    ['toDate', 'today_or_earlier', '2030-06-16', false],
  ] as const)('%s %s with %s → %s', (date, is, value, expected) => {
    const dated = { status: 'pending', fromDate: value, toDate: value };
    expect(dateGuardHolds({ kind: 'date', date, is }, dated, TODAY)).toBe(expected);
  });
});

describe('stateAsOf', () => {
  it.each([
    ['pending', '2030-06-14', '2030-06-20', 'cancelled'],
    ['pending', '2030-06-15', '2030-06-20', 'pending'],
    ['confirmed', '2030-06-10', '2030-06-15', 'completed'],
    ['confirmed', '2030-06-10', '2030-06-16', 'confirmed'],
    ['rejected', '2030-06-01', '2030-06-02', 'rejected'],
    ['completed', '2030-06-01', '2030-06-02', 'completed'],
  ] as const)('%s from %s to %s reads %s today', (status, from, to, expected) => {
    expect(stateAsOf(booking(status, from, to), TODAY)).toBe(expected);
  });
});

describe('requestedTransition', () => {
  it('names the transition a party takes', () => {
    expect(requestedTransition('pending', 'confirmed', 'owner')).toMatchObject({
      ok: true,
      transition: { name: 'accept' },
    });
    expect(requestedTransition('pending', 'cancelled', 'renter')).toMatchObject({
      ok: true,
      transition: { name: 'cancel_by_renter' },
    });
  });

  it('never offers people the transitions of the clock, payments, admins or the system', () => {
    expect(requestedTransition('pending', 'completed', 'owner')).toEqual({
      ok: false,
      reason: 'wrong_role',
    });
    // The administrator's cancellation of a request is not the owner's to take.
    expect(requestedTransition('pending', 'cancelled', 'owner')).toEqual({
      ok: false,
      reason: 'not_pending',
    });
  });

  it('lets either party cancel a confirmed rental, each through their own transition', () => {
    expect(requestedTransition('confirmed', 'cancelled', 'owner')).toMatchObject({
      ok: true,
      transition: { name: 'cancel_by_owner' },
    });
    expect(requestedTransition('confirmed', 'cancelled', 'renter')).toMatchObject({
      ok: true,
      transition: { name: 'cancel_confirmed_by_renter' },
    });
  });

  it('leaves the request that creates a booking out of what people ask of an existing one', () => {
    expect(requestedTransition('pending', 'pending', 'renter')).toEqual({
      ok: false,
      reason: 'wrong_role',
    });
  });
});

describe('reviewRefusal', () => {
  const rental = { ...booking('confirmed', '2030-06-10', '2030-06-15'), renterId: 'renter' };

  it('lets the renter review the day the rental ends, swept or not', () => {
    expect(reviewRefusal(rental, 'owner', 'renter', TODAY)).toBeUndefined();
    expect(reviewRefusal(rental, 'owner', 'renter', '2030-06-14')).toBe('rental_not_over');
  });

  it('refuses the owner first, then anyone but the renter', () => {
    expect(reviewRefusal(rental, 'renter', 'renter', TODAY)).toBe('own_item');
    expect(reviewRefusal(rental, 'owner', 'stranger', TODAY)).toBe('not_the_renter');
  });

  it('refuses bookings that ended without taking place', () => {
    for (const status of ['pending', 'rejected', 'cancelled']) {
      expect(reviewRefusal({ ...rental, status }, 'owner', 'renter', TODAY), status).toBe(
        'rental_not_over',
      );
    }
  });
});

describe('the review window of both sides', () => {
  const rental = {
    ...booking('confirmed', '2030-06-10', '2030-06-15'),
    renterId: 'renter',
    ownerId: 'owner',
  };

  it('stays open through the 14th date after the end, and closes on the 15th', () => {
    expect(reviewRefusal(rental, 'owner', 'renter', '2030-06-29')).toBeUndefined();
    expect(reviewRefusal(rental, 'owner', 'renter', '2030-06-30')).toBe('window_closed');
    expect(renterReviewRefusal(rental, 'owner', '2030-06-29')).toBeUndefined();
    expect(renterReviewRefusal(rental, 'owner', '2030-06-30')).toBe('window_closed');
  });

  it('lets only the booking’s owner review its renter, once the rental is over', () => {
    expect(renterReviewRefusal(rental, 'owner', '2030-06-15')).toBeUndefined();
    expect(renterReviewRefusal(rental, 'owner', '2030-06-14')).toBe('rental_not_over');
    expect(renterReviewRefusal(rental, 'renter', TODAY)).toBe('not_the_owner');
    expect(renterReviewRefusal({ ...rental, status: 'cancelled' }, 'owner', TODAY)).toBe(
      'rental_not_over',
    );
  });
});
