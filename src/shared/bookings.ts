import type { MessageId } from './i18n/messageIds';
import { RENTAL_STATES, type RentalState } from './lifecycle/graph';
import { type RequestRefusal, requestedTransition } from './lifecycle/rules';

/** What a booking's payments add up to, as the dashboard and the payment page show it. */
export const PAYMENT_STATES = ['unpaid', 'paid', 'refund_pending', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const BOOKING_STATUSES = RENTAL_STATES;
export type BookingStatus = RentalState;

/** Statuses that hold the item's dates: no two such bookings of one item may overlap. */
export const DATE_HOLDING_STATUSES = ['confirmed', 'completed'] as const;

/**
 * A renter learns the item's street address once the owner has agreed to lend it, and while the
 * rental lasts: before, anyone could request a booking to find out where a valuable thing is
 * kept; after, a renter from years ago would still follow the owner to a new home.
 */
export const ADDRESS_SHARING_STATUS = 'confirmed';

export function sharesAddress(status: string): boolean {
  return status === ADDRESS_SHARING_STATUS;
}

/**
 * Whether a reader may read an item's street address: its owner, and a renter holding a booking
 * of it that shares the address. `readerBookingStatuses` are the reader's own bookings of the
 * item; someone signed out (`readerId` null) reads it never.
 */
export function mayReadItemAddress(reader: {
  readerId: string | null;
  ownerId: string;
  readerBookingStatuses: readonly string[];
}): boolean {
  if (reader.readerId === null) return false;
  return reader.readerId === reader.ownerId || reader.readerBookingStatuses.some(sharesAddress);
}

/** Each status's name as people read it. */
export const BOOKING_STATUS_LABELS = {
  pending: 'bookings.status.pending',
  confirmed: 'bookings.status.confirmed',
  rejected: 'bookings.status.rejected',
  completed: 'bookings.status.completed',
  cancelled: 'bookings.status.cancelled',
} as const satisfies Record<BookingStatus, MessageId>;

/** An unknown status displays as pending. */
export function displayStatus(status: string): BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(status)
    ? (status as BookingStatus)
    : 'pending';
}

/** The changes a person may ask for through PUT /bookings/{id}/status. */
export const REQUESTED_STATUSES = ['confirmed', 'rejected', 'cancelled'] as const;
export type RequestedStatus = (typeof REQUESTED_STATUSES)[number];

export type BookingRole = 'owner' | 'renter';

export type TransitionCheck = { ok: true } | { ok: false; reason: RequestRefusal };

/**
 * Whether a party may ask for this change, read from the lifecycle graph: by the wrong person
 * it is refused (403), in the wrong state too (409). Time-driven changes (expiry, completion)
 * and payment are not requested by people and are not checked here.
 */
export function checkStatusChange(
  current: string,
  requested: RequestedStatus,
  role: BookingRole | undefined,
): TransitionCheck {
  const check = requestedTransition(current, requested, role);
  return check.ok ? { ok: true } : check;
}

export type Payability = 'payable' | 'not_payable' | 'already_paid';

/**
 * Whether the renter may pay a booking now: one still to happen (pending, or confirmed by the
 * owner to be paid later) that holds no captured payment. A refunded attempt may be tried again.
 */
export function payability(status: string, payment: PaymentState): Payability {
  if (status !== 'pending' && status !== 'confirmed') return 'not_payable';
  return payment === 'paid' ? 'already_paid' : 'payable';
}

export const CANCELLATION_REASON_MAX_LENGTH = 500;

/** Who cancelled a booking, as recorded on it: an owner's cancellations show on their profile. */
export const CANCELLERS = ['renter', 'owner', 'admin', 'clock', 'system'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** How often the server moves bookings whose dates have passed (they are also fixed on read). */
export const BOOKING_SWEEP_INTERVAL_MS = 60_000;

/** A page of GET /api/bookings/my-bookings: this many unless `limit` asks for up to the cap. */
export const MY_BOOKINGS_PAGE_SIZE = 20;
export const MY_BOOKINGS_MAX_PAGE_SIZE = 100;

export const RECENT_ACTIVITY_PER_LIST = 3;
export const RECENT_ACTIVITY_SHOWN = 5;
