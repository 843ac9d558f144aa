import type { Canceller } from '../../../shared/bookings';
import type { CalendarDate } from '../../../shared/calendarDates';
import { cancellationRefund, type RefundBreakdown } from '../../../shared/cancellationPolicy';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import {
  clockTransitions,
  type Guard,
  INITIAL,
  type Refund,
  type Transition,
  transitionNamed,
} from '../../../shared/lifecycle/graph';
import { dateGuardHolds } from '../../../shared/lifecycle/rules';
import { asCents, type Cents, sumCents } from '../../../shared/money';
import { type ItemClock, todayIn } from '../../../shared/timeZones';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../db/errors';
import type { BookingRow, PaymentRow } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { writeOutboxEvents } from '../../outbox/repo';
import { commitDepositWithCapture, releaseDepositWithRefund } from '../deposits';
import { recordBookingLedger } from '../ledger';
import { type BookingDraft, createLifecycleRepo, type DayRange } from './repo';

export interface TransitionContext {
  /** Who asked (a person's id), or null for the clock, the system and payments. */
  actorId: string | null;
  /** The cancellation reason a person gave, where the transition records one. */
  reason?: string | null;
  /** The payment whose arrival is being handled. */
  arrivingPayment?: { id: string; reference: string | undefined };
}

export type ApplyOutcome = 'applied' | 'guard_failed';

/**
 * When a run happens, where the item is: the calendar day there for date guards, the instant
 * for notice periods, and the item's zone, where a rental's days begin and end.
 */
export interface LifecycleClock extends ItemClock {
  today: CalendarDate;
}

/** The lifecycle's clock at `now` for an item in `timeZone`. */
export function clockAt(now: Date, timeZone: string): LifecycleClock {
  return { now, today: todayIn(timeZone, now), timeZone };
}

/** What a transition into `cancelled` records as its canceller: the actor who took it. */
function cancellerOf(transition: Transition): Canceller | undefined {
  if (transition.to !== 'cancelled' || transition.actor === 'payment') return undefined;
  return transition.actor;
}

/** What a refund gives back of the booking's rental and service fee, judged at `clock.now`. */
export function refundBreakdownOf(
  refund: Refund,
  booking: BookingRow,
  clock: LifecycleClock,
): RefundBreakdown {
  return cancellationRefund(
    { rentalCents: booking.totalCents, serviceFeeCents: booking.serviceFeeCents },
    booking.cancellationPolicy,
    { fromDate: booking.fromDate, timeZone: clock.timeZone },
    clock.now,
    refund.amount === 'policy',
  );
}

/**
 * The cents of one captured payment a refund gives back: all of it, or the policy's share of
 * what the renter paid (rental and service fee), never more than this payment took.
 */
export function refundCentsOf(
  refund: Refund,
  booking: BookingRow,
  paymentCents: Cents,
  clock: LifecycleClock,
): Cents {
  if (refund.amount === 'full') return paymentCents;
  return asCents(Math.min(paymentCents, refundBreakdownOf(refund, booking, clock).totalCents));
}

/** What a refund gives back of all these captured payments together. */
export function refundTotalOf(
  refund: Refund,
  booking: BookingRow,
  payments: readonly Pick<PaymentRow, 'amountCents'>[],
  clock: LifecycleClock,
): Cents {
  return sumCents(
    payments.map((payment) => refundCentsOf(refund, booking, payment.amountCents, clock)),
  );
}

/**
 * Applies transitions of the graph to bookings of one locked item, inside its transaction:
 * the state change, its effects on payments, the displaced requests, and one outbox event
 * each. It remembers what the item transaction needs afterwards.
 */
export function createTransitionRun(tx: Db, clock: LifecycleClock) {
  const { today } = clock;
  const repo = createLifecycleRepo(tx);
  const eventIds: string[] = [];
  let leftConfirmed = false;
  let dropsItemCache = false;

  async function guardHolds(guard: Guard | undefined, booking: BookingRow): Promise<boolean> {
    if (!guard || guard.kind === 'dates_free') return true;
    if (guard.kind === 'date') return dateGuardHolds(guard, booking, today);
    return !(await repo.hasCapturedPayment(booking.id));
  }

  /** The move itself; a move into held dates is refused by the exclusion constraint. */
  async function move(transition: Transition, booking: BookingRow, context: TransitionContext) {
    if (transition.from === transition.to) return true;
    const reason = transition.effects.reason;
    const cancellationReason =
      reason === 'expired'
        ? inEnglish('bookings.expiredReason')
        : reason === 'given_by_actor'
          ? (context.reason ?? null)
          : undefined;
    const change = {
      status: transition.to,
      cancellationReason,
      cancelledBy: cancellerOf(transition),
    };
    if (transition.guard?.kind !== 'dates_free') {
      await repo.setStatus(booking.id, change);
      return true;
    }
    try {
      // A savepoint, so that the caller's transaction survives a refused move.
      await tx.transaction((savepoint) =>
        createLifecycleRepo(savepoint).setStatus(booking.id, change),
      );
      return true;
    } catch (error) {
      if (sqlStateOf(error) === EXCLUSION_VIOLATION) return false;
      throw error;
    }
  }

  /** A new booking's guard: it holds no dates and no payment yet, so only others' can refuse it. */
  async function draftGuardHolds(guard: Guard | undefined, draft: BookingDraft): Promise<boolean> {
    if (!guard || guard.kind === 'unpaid') return true;
    if (guard.kind === 'date') return dateGuardHolds(guard, { ...draft, status: INITIAL }, today);
    return !(await repo.datesHeld(draft.itemId, draft.fromDate, draft.toDate));
  }

  async function writeEvent(
    transition: Transition,
    booking: BookingRow,
    context: TransitionContext,
    refundPaymentIds: string[],
  ) {
    const event = {
      type: transition.effects.event,
      bookingId: booking.id,
      actorId: context.actorId,
      actorRole: transition.actor,
      payload: {
        transition: transition.name,
        from: transition.from,
        to: transition.to,
        itemId: booking.itemId,
        renterId: booking.renterId,
        ownerId: booking.ownerId,
        refundPaymentIds,
      },
    };
    eventIds.push(...(await writeOutboxEvents(tx, [event])));
    await publishLive(tx, [booking.renterId, booking.ownerId], 'booking.changed', {
      bookingId: booking.id,
      itemId: booking.itemId,
      status: transition.to,
    });
  }

  async function settlePayments(
    transition: Transition,
    booking: BookingRow,
    context: TransitionContext,
  ) {
    const arriving = context.arrivingPayment;
    if (transition.effects.capturesPayment && arriving) {
      await repo.setPaymentStatus(arriving.id, 'paid', arriving.reference);
      // The booking's deposit commits with the capture; the outbox then places it on the card.
      eventIds.push(...(await commitDepositWithCapture(tx, booking, arriving.id, clock)));
    }
    const refund = transition.effects.refund;
    if (refund?.of === 'arriving_payment' && arriving) {
      await repo.setPaymentStatus(arriving.id, 'refund_pending', arriving.reference);
      return [arriving.id];
    }
    if (refund?.of !== 'captured_payments') return [];
    // A rental that will not happen gives its deposit back with the refund.
    eventIds.push(...(await releaseDepositWithRefund(tx, booking, clock)));
    const refunded: string[] = [];
    for (const payment of await repo.lockCaptured(booking.id)) {
      const cents = refundCentsOf(refund, booking, payment.amountCents, clock);
      // A policy that gives nothing back leaves the payment as it is: kept, not refunded.
      if (cents === 0) continue;
      await repo.markForRefund(payment.id, cents);
      refunded.push(payment.id);
    }
    return refunded;
  }

  async function apply(
    transition: Transition,
    booking: BookingRow,
    context: TransitionContext,
  ): Promise<ApplyOutcome> {
    if (booking.status !== transition.from) {
      throw new Error(`${transition.name} cannot start from ${booking.status}`);
    }
    if (!(await guardHolds(transition.guard, booking))) return 'guard_failed';
    if (!(await move(transition, booking, context))) return 'guard_failed';
    await writeEvent(
      transition,
      booking,
      context,
      await settlePayments(transition, booking, context),
    );
    // The ledger follows the payments and the state in the same transaction, so a balance
    // never disagrees with what was charged and refunded.
    await recordBookingLedger(tx, { ...booking, status: transition.to }, clock);
    if (transition.from === 'confirmed' && transition.to !== 'confirmed') leftConfirmed = true;
    if (transition.effects.dropsItemCache) dropsItemCache = true;
    const displaced = transition.effects.displaces;
    if (displaced) await displace(displaced, booking);
    return 'applied';
  }

  /** The item's pending requests sharing a day with the range go through `name`. */
  async function displace(name: Transition['name'], range: DayRange) {
    for (const other of await repo.lockPendingOverlapping(range)) {
      const transition = transitionNamed(name, other.status);
      if (transition) await apply(transition, other, { actorId: null });
    }
  }

  /** Creates a booking through the graph's initial transition; undefined when its guard fails. */
  async function create(
    transition: Transition,
    draft: BookingDraft,
    context: TransitionContext,
  ): Promise<BookingRow | undefined> {
    if (transition.from !== INITIAL) {
      throw new Error(`${transition.name} does not create a booking`);
    }
    if (!(await draftGuardHolds(transition.guard, draft))) return undefined;
    const booking = await repo.insertBooking(draft, transition.to);
    await writeEvent(transition, booking, context, []);
    if (transition.effects.dropsItemCache) dropsItemCache = true;
    return booking;
  }

  return {
    apply,
    create,
    displace,
    /** When this run happens: the refunds it decides are judged at this moment. */
    clock,
    /** Applies every clock transition due today to the item's bookings, in the graph's order. */
    async applyClock(itemId: string): Promise<void> {
      for (const transition of clockTransitions()) {
        const due = await repo.lockDue(itemId, transition.from, transition.guard, today);
        for (const booking of due) await apply(transition, booking, { actorId: null });
      }
    },
    /** The first transition of the actor's from this state whose guard holds. */
    async applyFirst(
      transitions: Transition[],
      booking: BookingRow,
      context: TransitionContext,
    ): Promise<Transition | undefined> {
      for (const transition of transitions) {
        if ((await apply(transition, booking, context)) === 'applied') return transition;
      }
      return undefined;
    },
    eventIds,
    get leftConfirmed() {
      return leftConfirmed;
    },
    get dropsItemCache() {
      return dropsItemCache;
    },
  };
}

export type TransitionRun = ReturnType<typeof createTransitionRun>;
