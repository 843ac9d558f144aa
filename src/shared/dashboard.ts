import type { PaymentState } from './bookings';
import {
  type BookingRole,
  checkStatusChange,
  displayStatus,
  payability,
  RECENT_ACTIVITY_PER_LIST,
  RECENT_ACTIVITY_SHOWN,
} from './bookings';
import type { CalendarDate } from './calendarDates';
import type { MessageId } from './i18n/messageIds';
import { reviewWindowState } from './reviewWindow';
import type { Booking, BookingParty } from './schemas/bookings';

/** Which side of a booking the signed-in person is on: renting it in, or lending it out. */
export type BookingDirection = 'renting' | 'lending';

export const DIRECTION_ROLES: Record<BookingDirection, BookingRole> = {
  renting: 'renter',
  lending: 'owner',
};

/** The counting cards; the money cards come from the ledger (GET /api/year-totals). */
export interface DashboardFigures {
  activeBookings: number;
  listedItems: number;
}

type FigureFields = Pick<Booking, 'id' | 'status'>;

function isActive(booking: FigureFields): boolean {
  const status = displayStatus(booking.status);
  return status === 'pending' || status === 'confirmed';
}

/** The two counting cards. */
export function dashboardFigures(
  asRenter: readonly FigureFields[],
  asOwner: readonly FigureFields[],
  listedItems: number,
): DashboardFigures {
  // One booking can be in both lists only if someone rented their own item; it is one booking.
  const activeIds = new Set(
    [...asRenter, ...asOwner].filter(isActive).map((booking) => booking.id),
  );
  return { activeBookings: activeIds.size, listedItems };
}

type ActivityFields = Pick<Booking, 'id' | 'created_at'>;

export interface Activity<T> {
  booking: T;
  direction: BookingDirection;
}

/** Unparseable timestamps sort as the oldest rather than breaking the order. */
function createdTime(booking: ActivityFields): number {
  const time = Date.parse(booking.created_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function newestFirst<T extends ActivityFields>(bookings: readonly T[]): T[] {
  return [...bookings].sort((a, b) => createdTime(b) - createdTime(a));
}

/** The Overview list: the newest 3 of each list, then the 5 newest of those. */
export function recentActivity<T extends ActivityFields>(
  asRenter: readonly T[],
  asOwner: readonly T[],
): Activity<T>[] {
  const tag = (bookings: readonly T[], direction: BookingDirection) =>
    newestFirst(bookings)
      .slice(0, RECENT_ACTIVITY_PER_LIST)
      .map((booking) => ({ booking, direction }));
  const candidates = [...tag(asRenter, 'renting'), ...tag(asOwner, 'lending')];
  const seen = new Set<string>();
  const unique = candidates.filter(({ booking }) => {
    if (seen.has(booking.id)) return false;
    seen.add(booking.id);
    return true;
  });
  return unique
    .sort((a, b) => createdTime(b.booking) - createdTime(a.booking))
    .slice(0, RECENT_ACTIVITY_SHOWN);
}

export const PAYMENT_STATE_LABELS = {
  unpaid: 'money.unpaid',
  paid: 'money.paid',
  refund_pending: 'money.refundPending',
  refunded: 'money.refunded',
} as const satisfies Record<PaymentState, MessageId>;

/**
 * The payment badge of a booking, or null when there is nothing worth saying: a declined or
 * withdrawn request that never took money has no payment to speak of.
 */
export function paymentBadge(
  booking: Pick<Booking, 'status' | 'payment_status'>,
): { state: PaymentState; label: MessageId } | null {
  const state = booking.payment_status;
  const status = displayStatus(booking.status);
  if (state === 'unpaid' && (status === 'rejected' || status === 'cancelled')) return null;
  const label = PAYMENT_STATE_LABELS[state] as MessageId | undefined;
  return label ? { state, label } : null;
}

export function otherParty(
  booking: Pick<Booking, 'owner' | 'renter'>,
  direction: BookingDirection,
): BookingParty {
  return direction === 'renting' ? booking.owner : booking.renter;
}

export interface BookingActions {
  accept: boolean;
  reject: boolean;
  cancel: boolean;
  pay: boolean;
  message: boolean;
  /** The renter's review of the item and its owner. */
  review: boolean;
  /** The owner's review of the renter. */
  reviewRenter: boolean;
}

/**
 * What the signed-in person may do with a booking; the server checks the same rules again.
 * `today` is the date where the item is, which decides whether reviewing is open.
 */
export function bookingActions(
  booking: Pick<Booking, 'status' | 'payment_status' | 'reviewed' | 'owner_reviewed' | 'to_date'>,
  direction: BookingDirection,
  today: CalendarDate,
): BookingActions {
  const role = DIRECTION_ROLES[direction];
  const status = displayStatus(booking.status);
  const may = (requested: 'confirmed' | 'rejected' | 'cancelled') =>
    checkStatusChange(status, requested, role).ok;
  const isRenter = direction === 'renting';
  const reviewable = status === 'completed' && reviewWindowState(booking.to_date, today) === 'open';
  return {
    accept: may('confirmed'),
    reject: may('rejected'),
    cancel: may('cancelled'),
    pay: isRenter && payability(status, booking.payment_status) === 'payable',
    message: status === 'confirmed',
    review: isRenter && reviewable && !booking.reviewed,
    reviewRenter: !isRenter && reviewable && !booking.owner_reviewed,
  };
}
