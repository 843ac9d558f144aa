import type { PaymentState } from './bookings';
import type { CalendarDate } from './calendarDates';
import { type DatedBooking, stateAsOf } from './lifecycle/rules';
import { todayIn } from './timeZones';

/**
 * Why an account cannot be deleted yet: the other party of a rental still depends on it, or
 * money is still on its way. `pending`: a request awaits an answer; `confirmed_unfinished`: a
 * confirmed rental has not ended; `payment_unsettled`: money was taken and is neither earned
 * (by a completed rental, or kept under a cancellation policy) nor back with the renter;
 * `deposit_unsettled`: a security deposit is still held or being decided;
 * `earnings_unpaid`: the owner has earnings not paid out yet.
 */
export const DELETION_BLOCKERS = [
  'pending',
  'confirmed_unfinished',
  'payment_unsettled',
  'deposit_unsettled',
  'earnings_unpaid',
] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

export interface BookingForDeletion extends DatedBooking {
  /** The zone of the rental's item, where its dates are judged. */
  timeZone: string;
  paymentState: PaymentState;
  /** The rental's security deposit is held, or being captured or released. */
  depositUnsettled?: boolean;
}

/** The owner's money not yet with them: ledger earnings, and payouts not yet paid. */
export interface EarningsForDeletion {
  balanceCents: number;
  payoutsWaiting: number;
}

/** What stops this booking from letting its parties go, if anything, as of `today` where its item is. */
export function deletionBlockerOf(
  booking: BookingForDeletion,
  today: CalendarDate,
): DeletionBlocker | undefined {
  // A rental over by its dates counts as completed even before the clock's sweep writes it.
  const state = stateAsOf(booking, today);
  if (state === 'pending') return 'pending';
  if (state === 'confirmed') return 'confirmed_unfinished';
  if (booking.paymentState === 'refund_pending') return 'payment_unsettled';
  // A payment a cancellation policy kept is the owner's, as a completed rental's is.
  const earned = state === 'completed' || state === 'cancelled';
  if (booking.paymentState === 'paid' && !earned) return 'payment_unsettled';
  if (booking.depositUnsettled) return 'deposit_unsettled';
  return undefined;
}

/**
 * The first reason, in the order of DELETION_BLOCKERS, that any of the person's bookings
 * (as renter or owner) or their earnings give for keeping the account; undefined when it may
 * be deleted.
 */
export function accountDeletionBlocker(
  bookings: readonly BookingForDeletion[],
  now: Date,
  earnings: EarningsForDeletion = { balanceCents: 0, payoutsWaiting: 0 },
): DeletionBlocker | undefined {
  const found = new Set(
    bookings.map((booking) => deletionBlockerOf(booking, todayIn(booking.timeZone, now))),
  );
  if (earnings.balanceCents !== 0 || earnings.payoutsWaiting > 0) found.add('earnings_unpaid');
  return DELETION_BLOCKERS.find((blocker) => found.has(blocker));
}
