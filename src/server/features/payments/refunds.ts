import type { Db } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import { createPaymentsRepo } from './repo';

/** Where failures that no request waits for are reported. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface Refunds {
  /** Refunds payments already marked refund_pending (after the marking transaction committed). */
  settle(paymentIds: string[]): Promise<void>;
  /** Retries every refund still pending; the periodic job calls it. Returns how many went through. */
  retryPending(): Promise<number>;
}

/**
 * Money goes back in two steps: the decision (refund_pending) is committed with the change that
 * caused it, then the provider is asked. A failed or interrupted call leaves refund_pending for
 * the periodic retry, so a refund is never lost, and the provider's idempotency keeps it single.
 */
export function createRefunds(db: Db, provider: PaymentProvider, log: ErrorLog): Refunds {
  const repo = createPaymentsRepo(db);

  async function refund(payment: PaymentRow): Promise<boolean> {
    if (!payment.paymentReference) {
      log.error({ paymentId: payment.id }, 'a payment to refund has no payment reference');
      return false;
    }
    try {
      await provider.refund(payment.paymentReference, payment.amountCents);
      await repo.markRefunded(payment.id);
      return true;
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, 'refund failed; it will be retried');
      return false;
    }
  }

  async function refundAll(payments: PaymentRow[]): Promise<number> {
    let done = 0;
    for (const payment of payments) if (await refund(payment)) done += 1;
    return done;
  }

  return {
    async settle(paymentIds) {
      if (paymentIds.length === 0) return;
      await refundAll(await repo.refundsPending(provider.name, paymentIds));
    },

    async retryPending() {
      return refundAll(await repo.refundsPending(provider.name));
    },
  };
}
