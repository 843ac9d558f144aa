import { eventTypes, RENTAL_GRAPH } from '../../../shared/lifecycle/graph';
import type { Db } from '../../db/client';
import type { OutboxEventRow } from '../../db/schema';
import type { ErrorLog } from '../../errorLog';
import type { NewOutboxEvent } from '../../outbox/repo';
import type { PaymentProvider } from '../../payments/provider';
import { createPaymentsRepo } from './repo';

/** A captured payment no checkout of ours explains: it goes back in full. */
export const UNKNOWN_PAYMENT_EVENT = 'payment.unknown_session_paid';

/** The events of transitions that give money back. */
export const REFUNDING_EVENTS = eventTypes(
  RENTAL_GRAPH.filter((transition) => transition.effects.refund),
);

export function unknownPaymentEvent(
  provider: PaymentProvider['name'],
  sessionId: string,
  paymentReference: string | undefined,
): NewOutboxEvent {
  return {
    type: UNKNOWN_PAYMENT_EVENT,
    actorRole: 'payment',
    payload: { provider, sessionId, paymentReference: paymentReference ?? null },
  };
}

/** The states a booking never leaves: nothing is paid for it any more. */
const endsTheBooking = (state: unknown) => state === 'rejected' || state === 'cancelled';

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
}

/**
 * Money goes back in two steps: the decision (refund_pending) is committed with the transition
 * that caused it, with its outbox event; delivering the event asks the provider. A failed call
 * leaves the event to be retried, and the provider's idempotency key keeps the refund single;
 * a payment already marked refunded is not asked for again.
 */
export function createRefunds(db: Db, provider: PaymentProvider, log: ErrorLog) {
  const repo = createPaymentsRepo(db);

  /**
   * A booking that ended unpaid-for (declined, cancelled) keeps no checkout that takes money.
   * A payment made before the provider closed it still arrives and goes back as a refused one.
   */
  async function closeOpenCheckout(bookingId: string): Promise<void> {
    const open = await repo.findOpen(bookingId);
    if (!open?.sessionId || open.provider !== provider.name) return;
    const closed = await provider.expireSession(open.sessionId);
    if (closed?.status === 'expired') await repo.markUnpaidOutcome(open.sessionId, 'expired');
  }

  return {
    async onRefundingTransition(event: OutboxEventRow): Promise<void> {
      for (const paymentId of stringsOf(event.payload.refundPaymentIds)) {
        const payment = await repo.findById(paymentId);
        if (payment?.status !== 'refund_pending') continue;
        // Money taken by another provider than the one running can only go back through that
        // one: the event stays undelivered, retried and visible, instead of being dropped.
        if (payment.provider !== provider.name) {
          throw new Error(
            `payment ${paymentId} was taken by ${payment.provider}, not ${provider.name}`,
          );
        }
        if (!payment.paymentReference) {
          log.error({ paymentId }, 'a payment to refund has no payment reference');
          throw new Error(`payment ${paymentId} has no payment reference to refund`);
        }
        await provider.refund(payment.paymentReference, payment.refundCents ?? payment.amountCents);
        await repo.markRefunded(payment.id);
      }
      if (event.bookingId && endsTheBooking(event.payload.to)) {
        await closeOpenCheckout(event.bookingId);
      }
    },

    async onUnknownPayment(event: OutboxEventRow): Promise<void> {
      const reference = event.payload.paymentReference;
      if (event.payload.provider !== provider.name) {
        throw new Error(`an unknown ${String(event.payload.provider)} payment needs that provider`);
      }
      if (typeof reference !== 'string') {
        log.error({ eventId: event.id }, 'a payment of an unknown session cannot be refunded');
        return;
      }
      await provider.refund(reference);
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
