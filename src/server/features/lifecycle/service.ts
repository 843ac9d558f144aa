import type { RequestedStatus } from '../../../shared/bookings';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { CancellationPolicy, RefundBreakdown } from '../../../shared/cancellationPolicy';
import {
  initialTransition,
  type Transition,
  transitionNamed,
  transitionsFrom,
} from '../../../shared/lifecycle/graph';
import { type RequestRefusal, requestedTransition } from '../../../shared/lifecycle/rules';
import { asCents, type Cents, sumCents } from '../../../shared/money';
import { todayIn } from '../../../shared/timeZones';
import type { Db } from '../../db/client';
import type { BookingRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { inItemTransaction, sweepItemUnlessBusy } from './itemTransaction';
import { type BookingDraft, createLifecycleRepo, isPayable, type SweepScope } from './repo';
import { clockAt, refundBreakdownOf, refundTotalOf, type TransitionRun } from './transitions';

export interface LifecycleDeps {
  db: Db;
  now: () => Date;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
}

/** What an administrator's cancellation found: done, or a booking it cannot cancel. */
export type AdminCancelOutcome =
  | { outcome: 'cancelled'; eventIds: string[] }
  | { outcome: 'not_found' | 'not_cancellable'; eventIds: [] };

/** What a party's cancellation would give back now, as the lifecycle would refund it. */
export interface CancellationPreviewResult {
  policy: CancellationPolicy;
  /** Whether the policy decides (a renter cancelling a confirmed rental) or all goes back. */
  policyApplies: boolean;
  refund: RefundBreakdown;
  /** What the renter's captured payments took, and what of it would go back. */
  paidCents: Cents;
  refundCents: Cents;
}

/** confirmed: paid and confirmed now; paid: was confirmed already, now paid too. */
export type PaymentOutcome = 'confirmed' | 'paid' | 'refunding' | 'already_settled';

function refusal(reason: RequestRefusal, requested: RequestedStatus) {
  switch (reason) {
    case 'not_a_party':
      return forbidden('bookings.notAParty');
    // Both parties may cancel (from different states), so only a decision can be the wrong role's.
    case 'wrong_role':
      return forbidden('bookings.onlyOwnerDecides');
    case 'not_pending':
      return requested === 'cancelled'
        ? conflict('bookings.notCancellable', 'NOT_CANCELLABLE')
        : conflict('bookings.notPending', 'NOT_PENDING');
  }
}

/** A move into held dates was refused: by the owner's block, or by another rental. */
async function datesRefusal(tx: Db, booking: BookingRow) {
  const blocked = await createLifecycleRepo(tx).datesBlocked(
    booking.itemId,
    booking.fromDate,
    booking.toDate,
  );
  return blocked
    ? conflict('availability.confirmOverBlock', 'DATES_BLOCKED')
    : conflict('bookings.datesTaken', 'DATES_TAKEN');
}

function roleOf(booking: BookingRow, callerId: string) {
  if (booking.ownerId === callerId) return 'owner';
  if (booking.renterId === callerId) return 'renter';
  return undefined;
}

function paymentOutcomeOf(transition: Transition | undefined): PaymentOutcome {
  if (!transition) throw new Error('the lifecycle graph has no way for an arriving payment');
  if (transition.effects.refund?.of === 'arriving_payment') return 'refunding';
  return transition.to === transition.from ? 'paid' : 'confirmed';
}

/**
 * Applies the lifecycle graph's transitions: each one locks the item, checks the graph, moves
 * the booking and writes its outbox event in one transaction. Once it commits, the events are
 * delivered promptly; the dispatcher's periodic run delivers whatever that missed.
 */
export function createLifecycle(deps: LifecycleDeps) {
  const { db } = deps;
  const repo = createLifecycleRepo(db);

  /** "Today" for every booking rule: the calendar date where the item is. */
  const today = (timeZone: string): CalendarDate => todayIn(timeZone, deps.now());

  async function inItem<T>(itemId: string, work: (tx: Db, run: TransitionRun) => Promise<T>) {
    const result = await inItemTransaction(db, itemId, deps.now(), work);
    await deps.outbox.deliverPromptly(result.eventIds);
    return result.value;
  }

  async function requireBooking(id: string): Promise<BookingRow> {
    const booking = await repo.findBooking(id);
    if (!booking) throw notFound('bookings.notFound');
    return booking;
  }

  return {
    today,

    /** Applies the clock's due transitions (and the Rented flag) to the bookings in scope. */
    async sweep(scope: SweepScope = {}): Promise<number> {
      const itemIds = await repo.itemsDueForSweep(deps.now(), scope);
      for (const itemId of itemIds) await inItem(itemId, async () => undefined);
      return itemIds.length;
    },

    /**
     * The periodic job's sweep, run by every process: items another transaction holds are left
     * to it (see sweepItemUnlessBusy). Once `signal` is aborted it sweeps no further item; the
     * rest stay due for the next run. Returns how many items it swept.
     */
    async sweepAsJob(signal?: AbortSignal): Promise<number> {
      let swept = 0;
      for (const itemId of await repo.itemsDueForSweep(deps.now())) {
        if (signal?.aborted) break;
        const eventIds = await sweepItemUnlessBusy(db, itemId, deps.now());
        if (!eventIds) continue;
        swept += 1;
        await deps.outbox.deliverPromptly(eventIds);
      }
      return swept;
    },

    /**
     * A renter asks to book: the graph's initial transition creates the pending booking and its
     * event in one transaction, under the item's lock, so no confirmation takes the dates
     * meanwhile. The request is dated by the lifecycle's clock. Returns the new booking's id.
     */
    async requestBooking(draft: Omit<BookingDraft, 'createdAt'>): Promise<string> {
      return inItem(draft.itemId, async (tx, run) => {
        // Withdrawn since the caller looked, as when its owner deleted the account meanwhile.
        if (!(await createLifecycleRepo(tx).itemIsListed(draft.itemId))) {
          throw notFound('items.notFound');
        }
        // Blocks take the item's lock too, so none can appear between this look and the commit.
        if (
          await createLifecycleRepo(tx).datesBlocked(draft.itemId, draft.fromDate, draft.toDate)
        ) {
          throw conflict('availability.blockedDays', 'DATES_BLOCKED');
        }
        const booking = await run.create(
          initialTransition(),
          { ...draft, createdAt: deps.now() },
          { actorId: draft.renterId },
        );
        if (!booking) throw conflict('bookings.datesTaken', 'DATES_TAKEN');
        return booking.id;
      });
    },

    /** A party asks for the state they want; the graph says whether it is theirs to ask. */
    async request(
      bookingId: string,
      callerId: string,
      requested: RequestedStatus,
      reason: string | null,
      expectedRefundCents?: Cents,
    ): Promise<void> {
      const booking = await requireBooking(bookingId);
      await inItem(booking.itemId, async (tx, run) => {
        const current = await createLifecycleRepo(tx).lockBooking(bookingId);
        if (!current) throw notFound('bookings.notFound');
        const check = requestedTransition(current.status, requested, roleOf(current, callerId));
        if (!check.ok) throw refusal(check.reason, requested);
        // The person confirmed the refund they were shown; a deadline passed meanwhile changes it.
        const refund = check.transition.effects.refund;
        if (expectedRefundCents !== undefined && refund) {
          const payments = await createLifecycleRepo(tx).lockCaptured(current.id);
          const due = refundTotalOf(refund, current, payments, run.clock);
          if (due !== expectedRefundCents) {
            throw conflict('bookings.refundChanged', 'REFUND_CHANGED');
          }
        }
        const outcome = await run.apply(check.transition, current, { actorId: callerId, reason });
        if (outcome === 'guard_failed') throw await datesRefusal(tx, current);
      });
    },

    /**
     * What cancelling now would give back, for the party who would cancel: the transition they
     * would take, refused as the cancellation itself would be, and its refund of each captured
     * payment, computed as the transition computes it.
     */
    async previewCancellation(
      bookingId: string,
      callerId: string,
    ): Promise<CancellationPreviewResult> {
      const found = await requireBooking(bookingId);
      if (roleOf(found, callerId) === undefined) throw refusal('not_a_party', 'cancelled');
      await this.sweep({ itemId: found.itemId });
      const booking = await requireBooking(bookingId);
      const check = requestedTransition(booking.status, 'cancelled', roleOf(booking, callerId));
      if (!check.ok) throw refusal(check.reason, 'cancelled');
      const refund = check.transition.effects.refund;
      if (!refund) throw new Error(`${check.transition.name} gives nothing back`);
      // The moment is read once: refunds by notice are judged against it, where the item is.
      const at = clockAt(deps.now(), await repo.timeZoneOfItem(booking.itemId));
      const payments = await repo.capturedPayments(booking.id);
      const paidCents = sumCents(payments.map((payment) => payment.amountCents));
      const nothingPaid = payments.length === 0;
      return {
        policy: booking.cancellationPolicy,
        policyApplies: refund.amount === 'policy',
        refund: nothingPaid
          ? {
              ...refundBreakdownOf(refund, booking, at),
              rentalCents: asCents(0),
              serviceFeeCents: asCents(0),
              totalCents: asCents(0),
            }
          : refundBreakdownOf(refund, booking, at),
        paidCents,
        refundCents: refundTotalOf(refund, booking, payments, at),
      };
    },

    /**
     * Runs `work` in a transaction holding the item's lock, after the clock's due transitions,
     * as every change to its bookings does: the owner's blocks are written so, and queue up with
     * requests and confirmations of the item.
     */
    async withItemLocked<T>(
      itemId: string,
      work: (tx: Db, run: TransitionRun) => Promise<T>,
    ): Promise<T> {
      return inItem(itemId, work);
    },

    /**
     * The owner takes the item off the marketplace: refused while a rental of it is confirmed
     * and not over or still holds money; otherwise its pending requests are declined (with
     * their refunds) and `withdraw` runs, in one transaction under the item's lock. Returns
     * what `withdraw` returned.
     */
    async withdrawItem<T>(itemId: string, withdraw: (tx: Db) => Promise<T>): Promise<T> {
      return inItem(itemId, async (tx, run) => {
        const txRepo = createLifecycleRepo(tx);
        if (await txRepo.holdsRentalOrMoney(itemId)) {
          throw conflict('items.deleteHasRentals', 'ITEM_HAS_RENTALS');
        }
        for (const booking of await txRepo.lockPendingOfItem(itemId)) {
          const transition = transitionNamed('decline_withdrawn', booking.status);
          if (transition) await run.apply(transition, booking, { actorId: null });
        }
        return withdraw(tx);
      });
    },

    /**
     * An administrator cancels a booking with a full refund (the graph's `cancel_by_admin`), in
     * the caller's transaction, so that the audit entry commits with it. The item is locked as
     * for every change to its bookings. The caller delivers the events once it has committed.
     */
    async cancelByAdminIn(
      tx: Db,
      bookingId: string,
      context: { adminId: string; reason: string },
    ): Promise<AdminCancelOutcome> {
      const booking = await createLifecycleRepo(tx).findBooking(bookingId);
      if (!booking) return { outcome: 'not_found', eventIds: [] };
      const result = await inItemTransaction(
        tx,
        booking.itemId,
        deps.now(),
        async (itemTx, run) => {
          const current = await createLifecycleRepo(itemTx).lockBooking(bookingId);
          const transition = current && transitionNamed('cancel_by_admin', current.status);
          if (!current || !transition) return false;
          await run.apply(transition, current, {
            actorId: context.adminId,
            reason: context.reason,
          });
          return true;
        },
      );
      return result.value
        ? { outcome: 'cancelled', eventIds: result.eventIds }
        : { outcome: 'not_cancellable', eventIds: [] };
    },

    /**
     * Cancels, as an administrator, every pending request this person made or received, each
     * with its refund, in the caller's transaction (a suspension's). Items are locked one after
     * another in id order, as every path that takes several of them does. Returns the events.
     */
    async cancelPendingOfIn(
      tx: Db,
      userId: string,
      context: { adminId: string; reason: string },
    ): Promise<string[]> {
      const eventIds: string[] = [];
      for (const itemId of await createLifecycleRepo(tx).itemsWithPendingOf(userId)) {
        const result = await inItemTransaction(tx, itemId, deps.now(), async (itemTx, run) => {
          for (const booking of await createLifecycleRepo(itemTx).lockPendingOf(itemId, userId)) {
            const transition = transitionNamed('cancel_by_admin', booking.status);
            if (transition) {
              await run.apply(transition, booking, {
                actorId: context.adminId,
                reason: context.reason,
              });
            }
          }
        });
        eventIds.push(...result.eventIds);
      }
      return eventIds;
    },

    /**
     * A captured payment reaches its booking: the first of the payment's transitions from the
     * booking's state whose guard holds is taken, with both rows locked. open → paid happens
     * once; a replayed or concurrent call finds the payment settled and changes nothing.
     */
    async pay(paymentId: string, paymentReference: string | undefined): Promise<PaymentOutcome> {
      const payment = await repo.findPayment(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} does not exist`);
      const booking = await requireBooking(payment.bookingId);
      return inItem(booking.itemId, async (tx, run) => {
        const txRepo = createLifecycleRepo(tx);
        const locked = await txRepo.lockPayment(paymentId);
        const current = await txRepo.lockBooking(booking.id);
        if (!locked || !current) return 'already_settled';
        // A checkout closed by us (its booking declined or cancelled meanwhile) that took money
        // all the same: nothing may land on the booking, it all goes back.
        const closedYetPaid = locked.status === 'expired';
        if (!closedYetPaid && !isPayable(locked.status)) return 'already_settled';
        const reference = paymentReference ?? locked.paymentReference ?? undefined;
        const transitions = transitionsFrom(current.status, 'payment').filter(
          (transition) => !closedYetPaid || transition.effects.refund?.of === 'arriving_payment',
        );
        const taken = await run.applyFirst(transitions, current, {
          actorId: null,
          arrivingPayment: { id: locked.id, reference },
        });
        return paymentOutcomeOf(taken);
      });
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
