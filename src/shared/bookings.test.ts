import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  type BookingRole,
  checkStatusChange,
  displayStatus,
  mayReadItemAddress,
  payability,
  REQUESTED_STATUSES,
  type RequestedStatus,
  sharesAddress,
} from './bookings';

const ROLES = ['owner', 'renter', undefined] as const;

/**
 * The whole truth table, written out: who may ask for what, in which state. The owner decides
 * a pending request; the renter cancels a request or a confirmed rental; the owner cancels
 * only a confirmed rental.
 */
function expected(current: string, requested: RequestedStatus, role: BookingRole | undefined) {
  if (!role) return { ok: false, reason: 'not_a_party' };
  if (requested === 'cancelled') {
    const cancellable = role === 'renter' ? ['pending', 'confirmed'] : ['confirmed'];
    return cancellable.includes(current) ? { ok: true } : { ok: false, reason: 'not_pending' };
  }
  if (role !== 'owner') return { ok: false, reason: 'wrong_role' };
  return current === 'pending' ? { ok: true } : { ok: false, reason: 'not_pending' };
}

describe('checkStatusChange', () => {
  const cases = BOOKING_STATUSES.flatMap((current) =>
    REQUESTED_STATUSES.flatMap((requested) =>
      ROLES.map((role) => [current, requested, role] as const),
    ),
  );

  it.each(cases)('%s → %s asked by %s', (current, requested, role) => {
    expect(checkStatusChange(current, requested, role)).toEqual(expected(current, requested, role));
  });

  it('allows five changes: the owner decides a request, either party cancels a rental', () => {
    const allowed = cases.filter(
      ([current, requested, role]) => checkStatusChange(current, requested, role).ok,
    );
    expect(allowed).toEqual([
      ['pending', 'confirmed', 'owner'],
      ['pending', 'rejected', 'owner'],
      ['pending', 'cancelled', 'renter'],
      ['confirmed', 'cancelled', 'owner'],
      ['confirmed', 'cancelled', 'renter'],
    ]);
  });

  it('refuses by role before looking at the state', () => {
    expect(checkStatusChange('completed', 'confirmed', 'renter')).toEqual({
      ok: false,
      reason: 'wrong_role',
    });
    expect(checkStatusChange('completed', 'cancelled', undefined)).toEqual({
      ok: false,
      reason: 'not_a_party',
    });
  });
});

describe('displayStatus', () => {
  it.each(BOOKING_STATUSES)('shows %s as itself', (status) => {
    expect(displayStatus(status)).toBe(status);
  });

  it.each(['', 'paid', 'Confirmed', 'unknown'])(
    'shows an unknown status %j as pending',
    (status) => {
      expect(displayStatus(status)).toBe('pending');
    },
  );
});

describe('payability', () => {
  it.each([
    ['pending', 'unpaid', 'payable'],
    ['confirmed', 'unpaid', 'payable'],
    ['pending', 'refunded', 'payable'],
    ['confirmed', 'refund_pending', 'payable'],
    ['confirmed', 'paid', 'already_paid'],
    ['completed', 'unpaid', 'not_payable'],
    ['rejected', 'unpaid', 'not_payable'],
    ['cancelled', 'paid', 'not_payable'],
  ] as const)('a %s booking with payment %s is %s', (status, payment, expected) => {
    expect(payability(status, payment)).toBe(expected);
  });
});

describe('sharesAddress', () => {
  it.each([
    ['confirmed', true],
    ['pending', false],
    ['rejected', false],
    ['cancelled', false],
    ['completed', false],
  ])('shares the street address with the renter of a %s booking: %s', (status, shared) => {
    expect(sharesAddress(status)).toBe(shared);
  });
});

describe('mayReadItemAddress', () => {
  const ownerId = 'owner';
  it('lets the owner read it, with or without bookings', () => {
    expect(mayReadItemAddress({ readerId: ownerId, ownerId, readerBookingStatuses: [] })).toBe(
      true,
    );
  });

  it('lets a renter read it once a booking of theirs shares it', () => {
    const reader = (statuses: string[]) =>
      mayReadItemAddress({ readerId: 'renter', ownerId, readerBookingStatuses: statuses });
    expect(reader([])).toBe(false);
    expect(reader(['pending', 'cancelled'])).toBe(false);
    expect(reader(['completed'])).toBe(false);
    expect(reader(['cancelled', 'confirmed'])).toBe(true);
  });

  it('never lets someone signed out read it', () => {
    expect(mayReadItemAddress({ readerId: null, ownerId, readerBookingStatuses: [] })).toBe(false);
  });
});
