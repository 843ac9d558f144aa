import type { Db } from '../../db/client';
import type { BookingRow } from '../../db/schema';
import { confirmPending } from '../bookings/confirmation';
import { createBookingsRepo } from '../bookings/repo';
import type { BookingsService } from '../bookings/service';
import type { Refunds } from './refunds';
import { createPaymentsRepo, isPayable } from './repo';

export interface CapturedPayment {
  sessionId: string;
  /** The provider's id of the captured money (Stripe: payment intent), needed to refund it. */
  paymentReference: string | undefined;
}

/** confirmed: paid and confirmed now; paid: was confirmed already, now paid too. */
export type FulfilmentOutcome =
  | 'confirmed'
  | 'paid'
  | 'refunding'
  | 'already_settled'
  | 'unknown_session';

type Decision = 'confirmed' | 'paid' | 'refund';

/** What a captured payment does to its booking, decided with both rows locked. */
async function decide(tx: Db, booking: BookingRow): Promise<Decision> {
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    // A second checkout paid after the first one: the booking keeps one payment.
    const statuses = await createPaymentsRepo(tx).statusesOf(booking.id);
    return statuses.includes('paid') ? 'refund' : 'paid';
  }
  if (booking.status !== 'pending') return 'refund';
  return (await confirmPending(tx, booking)) === 'confirmed' ? 'confirmed' : 'refund';
}

/**
 * The one way a captured payment reaches a booking, from the webhook and from the session
 * lookup alike. It runs in one item transaction holding the payment row: open → paid happens
 * once, and a replayed or concurrent call finds the payment settled and changes nothing. A
 * booking that can no longer be confirmed gets its money back.
 */
export function createFulfilment(deps: { db: Db; bookings: BookingsService; refunds: Refunds }) {
  const payments = createPaymentsRepo(deps.db);
  const bookings = createBookingsRepo(deps.db);

  return async function fulfil(captured: CapturedPayment): Promise<FulfilmentOutcome> {
    const payment = await payments.findBySessionId(captured.sessionId);
    const booking = payment && (await bookings.findById(payment.bookingId));
    if (!booking) return 'unknown_session';

    const result = await deps.bookings.changeItem(booking.itemId, async (tx) => {
      const txPayments = createPaymentsRepo(tx);
      const locked = await txPayments.lockBySessionId(captured.sessionId);
      const current = await createBookingsRepo(tx).lockById(booking.id);
      if (!locked || !current || !isPayable(locked.status)) {
        return { outcome: 'already_settled' as const };
      }
      const reference = captured.paymentReference ?? locked.paymentReference ?? undefined;
      const decision = await decide(tx, current);
      if (decision === 'refund') {
        await txPayments.markRefundPending(locked.id, reference);
        return { outcome: 'refunding' as const, paymentId: locked.id };
      }
      await txPayments.markPaid(locked.id, reference);
      await createBookingsRepo(tx).markPaid(current.id);
      return { outcome: decision };
    });

    if (result.outcome === 'refunding') await deps.refunds.settle([result.paymentId]);
    return result.outcome;
  };
}
