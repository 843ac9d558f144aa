import type { Db } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import type { ErrorLog } from '../../errorLog';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { writeOutboxEvents } from '../../outbox/repo';
import type { PaymentProvider } from '../../payments/provider';
import type { Lifecycle, PaymentOutcome } from '../lifecycle';
import { unknownPaymentEvent } from './refunds';
import { createPaymentsRepo } from './repo';

export interface CapturedPayment {
  sessionId: string;
  /** The provider's id of the captured money (Stripe: payment intent), needed to refund it. */
  paymentReference: string | undefined;
  /** Our payment row, when the provider's session carries it. */
  paymentId?: string;
}

export type FulfilmentOutcome = PaymentOutcome | 'unknown_session' | 'foreign_session';

export interface FulfilmentDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'name'>;
  lifecycle: Pick<Lifecycle, 'pay'>;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
  log: ErrorLog;
}

/**
 * The one way a captured payment reaches a booking, from the webhook and from the session
 * lookup alike; the lifecycle decides what it does. Money for a session this server opened
 * but has no row for is reported loudly and given back.
 */
export function createFulfilment(deps: FulfilmentDeps) {
  const repo = createPaymentsRepo(deps.db);

  /** By session id; else by the row the session names, whose session id is then filled in. */
  async function paymentOf(captured: CapturedPayment): Promise<PaymentRow | undefined> {
    const bySession = await repo.findBySessionId(captured.sessionId);
    if (bySession || !captured.paymentId) return bySession;
    const reserved = await repo.findById(captured.paymentId);
    if (reserved?.provider !== deps.provider.name) return undefined;
    await repo.setSessionId(reserved.id, captured.sessionId);
    return repo.findBySessionId(captured.sessionId);
  }

  async function refundUnknown(captured: CapturedPayment): Promise<void> {
    deps.log.error(
      { sessionId: captured.sessionId, paymentReference: captured.paymentReference },
      'a payment arrived for a checkout session this server does not know; refunding it',
    );
    const event = unknownPaymentEvent(
      deps.provider.name,
      captured.sessionId,
      captured.paymentReference,
    );
    await deps.outbox.deliverPromptly(await writeOutboxEvents(deps.db, [event]));
  }

  return async function fulfil(captured: CapturedPayment): Promise<FulfilmentOutcome> {
    const payment = await paymentOf(captured);
    if (!payment && !captured.paymentId) {
      // Every checkout this server opens names its payment row. A session without one was
      // opened elsewhere on the same provider account (a payment link, another integration):
      // not ours to settle or to give back.
      deps.log.error(
        { sessionId: captured.sessionId },
        'a payment arrived for a checkout session this server did not open; left alone',
      );
      return 'foreign_session';
    }
    if (!payment) {
      await refundUnknown(captured);
      return 'unknown_session';
    }
    return deps.lifecycle.pay(payment.id, captured.paymentReference);
  };
}
