import { describe, expect, it } from 'vitest';
import {
  accountDeletionBlocker,
  type BookingForDeletion,
  deletionBlockerOf,
} from './accountDeletion';

const today = '2030-06-15';
/** Noon of `today` in UTC. */
const now = new Date('2030-06-15T12:00:00Z');

function booking(overrides: Partial<BookingForDeletion>): BookingForDeletion {
  return {
    status: 'completed',
    fromDate: '2030-06-01',
    toDate: '2030-06-05',
    paymentState: 'unpaid',
    timeZone: 'UTC',
    ...overrides,
  };
}

describe('deletionBlockerOf', () => {
  it('keeps the account while a request awaits an answer', () => {
    expect(
      deletionBlockerOf(
        booking({ status: 'pending', fromDate: '2030-06-20', toDate: '2030-06-22' }),
        today,
      ),
    ).toBe('pending');
  });

  it('lets go of a request whose start date has passed: it has expired', () => {
    expect(
      deletionBlockerOf(
        booking({ status: 'pending', fromDate: '2030-06-10', toDate: '2030-06-20' }),
        today,
      ),
    ).toBeUndefined();
  });

  it('keeps the account during a confirmed rental and before it starts', () => {
    const running = booking({ status: 'confirmed', fromDate: '2030-06-10', toDate: '2030-06-20' });
    const coming = booking({ status: 'confirmed', fromDate: '2030-07-01', toDate: '2030-07-03' });
    expect(deletionBlockerOf(running, today)).toBe('confirmed_unfinished');
    expect(deletionBlockerOf(coming, today)).toBe('confirmed_unfinished');
  });

  it('lets go of a confirmed rental that ends today, even before the sweep completes it', () => {
    const ended = booking({
      status: 'confirmed',
      fromDate: '2030-06-10',
      toDate: today,
      paymentState: 'paid',
    });
    expect(deletionBlockerOf(ended, today)).toBeUndefined();
  });

  it('keeps the account while a refund is on its way, whatever the booking state', () => {
    for (const status of ['rejected', 'cancelled', 'completed']) {
      expect(deletionBlockerOf(booking({ status, paymentState: 'refund_pending' }), today)).toBe(
        'payment_unsettled',
      );
    }
  });

  it('keeps the account while money taken for a rejected request is not yet refunded', () => {
    expect(deletionBlockerOf(booking({ status: 'rejected', paymentState: 'paid' }), today)).toBe(
      'payment_unsettled',
    );
  });

  it('lets go of a payment a cancellation policy kept: it is the owner’s', () => {
    expect(
      deletionBlockerOf(booking({ status: 'cancelled', paymentState: 'paid' }), today),
    ).toBeUndefined();
  });

  it('keeps the account while the rental’s deposit is held or being decided', () => {
    expect(
      deletionBlockerOf(
        booking({ status: 'completed', paymentState: 'paid', depositUnsettled: true }),
        today,
      ),
    ).toBe('deposit_unsettled');
  });

  it('lets go of settled bookings: paid and completed, refunded, or never paid', () => {
    expect(
      deletionBlockerOf(booking({ status: 'completed', paymentState: 'paid' }), today),
    ).toBeUndefined();
    expect(
      deletionBlockerOf(booking({ status: 'cancelled', paymentState: 'refunded' }), today),
    ).toBeUndefined();
    expect(
      deletionBlockerOf(booking({ status: 'rejected', paymentState: 'unpaid' }), today),
    ).toBeUndefined();
  });
});

describe('accountDeletionBlocker', () => {
  it('allows deletion with no bookings at all', () => {
    expect(accountDeletionBlocker([], now)).toBeUndefined();
  });

  it('names a pending request first, then an unfinished rental, then unsettled money', () => {
    const pending = booking({ status: 'pending', fromDate: '2030-06-20', toDate: '2030-06-22' });
    const confirmed = booking({
      status: 'confirmed',
      fromDate: '2030-06-10',
      toDate: '2030-06-20',
    });
    const refunding = booking({ status: 'cancelled', paymentState: 'refund_pending' });
    expect(accountDeletionBlocker([refunding, confirmed, pending], now)).toBe('pending');
    expect(accountDeletionBlocker([refunding, confirmed], now)).toBe('confirmed_unfinished');
    expect(accountDeletionBlocker([booking({}), refunding], now)).toBe('payment_unsettled');
  });

  it('keeps an owner’s account while earnings or a payout are still owed to them', () => {
    expect(accountDeletionBlocker([], now, { balanceCents: 3_800, payoutsWaiting: 0 })).toBe(
      'earnings_unpaid',
    );
    expect(accountDeletionBlocker([], now, { balanceCents: 0, payoutsWaiting: 1 })).toBe(
      'earnings_unpaid',
    );
    expect(accountDeletionBlocker([], now, { balanceCents: 0, payoutsWaiting: 0 })).toBeUndefined();
  });

  it('allows deletion when every booking is settled', () => {
    expect(
      accountDeletionBlocker([booking({}), booking({ status: 'cancelled' })], now),
    ).toBeUndefined();
  });

  it('judges each rental on the clock where its item is', () => {
    // 03:00 UTC on June 20 is still June 19 in New York: a rental ending June 20 has not ended
    // there, though it has in London.
    const early = new Date('2030-06-20T03:00:00Z');
    const endsJune20 = {
      status: 'confirmed',
      fromDate: '2030-06-10',
      toDate: '2030-06-20',
    } as const;
    expect(
      accountDeletionBlocker([booking({ ...endsJune20, timeZone: 'America/New_York' })], early),
    ).toBe('confirmed_unfinished');
    expect(
      accountDeletionBlocker([booking({ ...endsJune20, timeZone: 'Europe/London' })], early),
    ).toBeUndefined();
  });
});
