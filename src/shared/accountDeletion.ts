import type { PaymentState } from './bookings';
import type { CalendarDate } from './calendarDates';
import { type DatedBooking, stateAsOf } from './lifecycle/rules';

/**
 * Why an account cannot be deleted yet: the other party of a rental still depends on it.
 * `pending`: a request awaits an answer; `confirmed_unfinished`: a confirmed rental has not
 * ended; `payment_unsettled`: money was taken and is neither earned by a completed rental nor
 * back with the renter.
 */
export const DELETION_BLOCKERS = ['pending', 'confirmed_unfinished', 'payment_unsettled'] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

export interface BookingForDeletion extends DatedBooking {
  paymentState: PaymentState;
}

/** What stops this booking from letting its parties go, if anything, as of today. */
export function deletionBlockerOf(
  booking: BookingForDeletion,
  today: CalendarDate,
): DeletionBlocker | undefined {
  // A rental over by its dates counts as completed even before the clock's sweep writes it.
  const state = stateAsOf(booking, today);
  if (state === 'pending') return 'pending';
  if (state === 'confirmed') return 'confirmed_unfinished';
  if (booking.paymentState === 'refund_pending') return 'payment_unsettled';
  if (booking.paymentState === 'paid' && state !== 'completed') return 'payment_unsettled';
  return undefined;
}

/**
 * The first reason, in the order of DELETION_BLOCKERS, that any of the person's bookings
 * (as renter or owner) gives for keeping the account; undefined when it may be deleted.
 */
export function accountDeletionBlocker(
  bookings: readonly BookingForDeletion[],
  today: CalendarDate,
): DeletionBlocker | undefined {
  const found = new Set(bookings.map((booking) => deletionBlockerOf(booking, today)));
  return DELETION_BLOCKERS.find((blocker) => found.has(blocker));
}
