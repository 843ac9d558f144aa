import { describe, expect, it } from 'vitest';
import type { BookingStatus, PaymentState } from './bookings';
import {
  bookingActions,
  dashboardFigures,
  otherParty,
  paymentBadge,
  recentActivity,
} from './dashboard';
import type { Booking } from './schemas/bookings';

let sequence = 0;
/** A week after the bookings' end: reviewing is open. */
const TODAY = '2026-07-10';

function booking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  return {
    id: `b${sequence}`,
    item_id: 'item-1',
    items: {
      id: 'item-1',
      title: 'Ladder',
      image_urls: [],
      price: 10,
      duration: 'day',
      time_zone: 'America/New_York',
      location: null,
    },
    renter_id: 'renter-1',
    renter: { id: 'renter-1', first_name: 'Rae', last_name: 'Renter' },
    owner_id: 'owner-1',
    owner: { id: 'owner-1', first_name: 'Otto', last_name: 'Owner' },
    from_date: '2026-07-01',
    to_date: '2026-07-03',
    total_price: 20,
    status: 'pending',
    created_at: '2026-06-01T10:00:00.000Z',
    payment_status: 'unpaid',
    paid: false,
    cancellation_reason: null,
    reviewed: false,
    owner_reviewed: false,
    charges: {
      rental: 20,
      service_fee: 2,
      total_charged: 22,
      deposit: 0,
      commission: 1,
      owner_payout: 19,
    },
    cancellation_policy: 'flexible',
    cancelled_by: null,
    refunded: 0,
    owner_keeps: null,
    ...overrides,
  };
}

describe('dashboardFigures', () => {
  it('counts pending and confirmed bookings of both lists as active', () => {
    const asRenter = [booking({ status: 'pending' }), booking({ status: 'completed' })];
    const asOwner = [
      booking({ status: 'confirmed' }),
      booking({ status: 'rejected' }),
      booking({ status: 'cancelled' }),
    ];
    expect(dashboardFigures(asRenter, asOwner, 4).activeBookings).toBe(2);
  });

  it('counts a booking that appears in both lists once', () => {
    const shared = booking({ status: 'confirmed' });
    expect(dashboardFigures([shared], [shared], 0).activeBookings).toBe(1);
  });

  it('counts an unknown status as pending, as it is displayed', () => {
    const odd = booking({ status: 'on_hold' as BookingStatus });
    expect(dashboardFigures([odd], [], 0).activeBookings).toBe(1);
  });

  it('is all zeros without bookings', () => {
    expect(dashboardFigures([], [], 0)).toEqual({ activeBookings: 0, listedItems: 0 });
  });
});

describe('recentActivity', () => {
  const at = (day: number) => `2026-06-${String(day).padStart(2, '0')}T09:00:00.000Z`;

  it('takes the 3 newest of each list and shows the 5 newest of those', () => {
    const asRenter = [1, 2, 3, 4, 5].map((day) => booking({ id: `r${day}`, created_at: at(day) }));
    const asOwner = [6, 7, 8, 9].map((day) => booking({ id: `o${day}`, created_at: at(day) }));
    const shown = recentActivity(asRenter, asOwner);
    expect(shown.map((entry) => entry.booking.id)).toEqual(['o9', 'o8', 'o7', 'r5', 'r4']);
    expect(shown.map((entry) => entry.direction)).toEqual([
      'lending',
      'lending',
      'lending',
      'renting',
      'renting',
    ]);
  });

  it('does not let one busy list crowd out the other beyond its 3', () => {
    const asRenter = [10, 11, 12, 13, 14].map((day) => booking({ created_at: at(day) }));
    const asOwner = [1, 2].map((day) => booking({ id: `o${day}`, created_at: at(day) }));
    const shown = recentActivity(asRenter, asOwner);
    expect(shown).toHaveLength(5);
    expect(shown.filter((entry) => entry.direction === 'lending')).toHaveLength(2);
  });

  it('orders by created_at whatever order the lists come in', () => {
    const asRenter = [
      booking({ id: 'old', created_at: at(1) }),
      booking({ id: 'new', created_at: at(20) }),
    ];
    expect(recentActivity(asRenter, []).map((entry) => entry.booking.id)).toEqual(['new', 'old']);
  });

  it('shows a booking in both lists once and puts unreadable timestamps last', () => {
    const shared = booking({ id: 'shared', created_at: at(3) });
    const broken = booking({ id: 'broken', created_at: 'soon' });
    const shown = recentActivity([shared, broken], [shared]);
    expect(shown.map((entry) => entry.booking.id)).toEqual(['shared', 'broken']);
  });

  it('is empty without bookings', () => {
    expect(recentActivity([], [])).toEqual([]);
  });
});

describe('paymentBadge', () => {
  it.each<[BookingStatus, PaymentState, string | null]>([
    ['pending', 'unpaid', 'money.unpaid'],
    ['confirmed', 'unpaid', 'money.unpaid'],
    ['confirmed', 'paid', 'money.paid'],
    ['completed', 'paid', 'money.paid'],
    ['rejected', 'refund_pending', 'money.refundPending'],
    ['rejected', 'refunded', 'money.refunded'],
    ['rejected', 'unpaid', null],
    ['cancelled', 'unpaid', null],
  ])('a %s booking that is %s shows %s', (status, payment_status, label) => {
    expect(paymentBadge({ status, payment_status })?.label ?? null).toBe(label);
  });

  it('shows nothing for a payment state it does not know', () => {
    expect(
      paymentBadge({ status: 'confirmed', payment_status: 'disputed' as PaymentState }),
    ).toBeNull();
  });
});

describe('otherParty', () => {
  it('is the owner when renting and the renter when lending', () => {
    const subject = booking();
    expect(otherParty(subject, 'renting').id).toBe('owner-1');
    expect(otherParty(subject, 'lending').id).toBe('renter-1');
  });
});

describe('bookingActions', () => {
  const none = {
    accept: false,
    reject: false,
    cancel: false,
    pay: false,
    message: false,
    review: false,
    reviewRenter: false,
  };

  it('lets the owner accept or reject a pending request', () => {
    expect(bookingActions(booking({ status: 'pending' }), 'lending', TODAY)).toEqual({
      ...none,
      accept: true,
      reject: true,
    });
  });

  it('lets the renter cancel or pay an unpaid pending request', () => {
    expect(bookingActions(booking({ status: 'pending' }), 'renting', TODAY)).toEqual({
      ...none,
      cancel: true,
      pay: true,
    });
  });

  it('offers a paid pending request only cancelling', () => {
    const paid = booking({ status: 'pending', payment_status: 'paid' });
    expect(bookingActions(paid, 'renting', TODAY)).toEqual({ ...none, cancel: true });
  });

  it('offers messaging and cancelling on confirmed bookings to both, and paying only to the renter while unpaid', () => {
    const confirmed = { ...none, message: true, cancel: true };
    const unpaid = booking({ status: 'confirmed' });
    expect(bookingActions(unpaid, 'renting', TODAY)).toEqual({ ...confirmed, pay: true });
    expect(bookingActions(unpaid, 'lending', TODAY)).toEqual(confirmed);
    const paid = booking({ status: 'confirmed', payment_status: 'paid' });
    expect(bookingActions(paid, 'renting', TODAY)).toEqual(confirmed);
    // The server takes a new attempt once an earlier payment was given back.
    const refunded = booking({ status: 'confirmed', payment_status: 'refunded' });
    expect(bookingActions(refunded, 'renting', TODAY)).toEqual({ ...confirmed, pay: true });
  });

  it('invites each side to review the other once, on a completed booking', () => {
    const done = booking({ status: 'completed', payment_status: 'paid' });
    expect(bookingActions(done, 'renting', TODAY)).toEqual({ ...none, review: true });
    expect(bookingActions(done, 'lending', TODAY)).toEqual({ ...none, reviewRenter: true });
    expect(bookingActions({ ...done, reviewed: true }, 'renting', TODAY)).toEqual(none);
    expect(bookingActions({ ...done, owner_reviewed: true }, 'lending', TODAY)).toEqual(none);
    // The other side's review does not take one's own invitation away.
    expect(bookingActions({ ...done, owner_reviewed: true }, 'renting', TODAY)).toEqual({
      ...none,
      review: true,
    });
  });

  it('takes both invitations away once the review window closed', () => {
    const done = booking({ status: 'completed', to_date: '2026-07-03' });
    expect(bookingActions(done, 'renting', '2026-07-17').review).toBe(true);
    expect(bookingActions(done, 'lending', '2026-07-17').reviewRenter).toBe(true);
    expect(bookingActions(done, 'renting', '2026-07-18')).toEqual(none);
    expect(bookingActions(done, 'lending', '2026-07-18')).toEqual(none);
  });

  it.each<BookingStatus>(['rejected', 'cancelled'])('offers nothing on a %s booking', (status) => {
    expect(bookingActions(booking({ status }), 'renting', TODAY)).toEqual(none);
    expect(bookingActions(booking({ status }), 'lending', TODAY)).toEqual(none);
  });

  it('treats an unknown status as pending', () => {
    const odd = booking({ status: 'on_hold' as BookingStatus });
    expect(bookingActions(odd, 'lending', TODAY)).toEqual({ ...none, accept: true, reject: true });
  });
});
