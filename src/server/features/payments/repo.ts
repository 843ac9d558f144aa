import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema';

export type NewPayment = Pick<
  typeof payments.$inferInsert,
  'bookingId' | 'provider' | 'sessionId' | 'amountCents' | 'currency'
> &
  Partial<Pick<typeof payments.$inferInsert, 'status' | 'paymentReference'>>;

/** Attempts that took no money yet and may still be paid. */
const PAYABLE = ['open', 'failed'] as const;

export function createPaymentsRepo(db: Db) {
  async function setStatus(
    id: string,
    status: PaymentRow['status'],
    paymentReference?: string,
  ): Promise<void> {
    await db
      .update(payments)
      .set({
        status,
        ...(paymentReference !== undefined && { paymentReference }),
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, id));
  }

  return {
    async insert(payment: NewPayment): Promise<void> {
      await db.insert(payments).values(payment);
    },

    async findBySessionId(sessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.sessionId, sessionId))
        .limit(1);
      return row;
    },

    async lockBySessionId(sessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.sessionId, sessionId))
        .for('update');
      return row;
    },

    async statusesOf(bookingId: string): Promise<string[]> {
      const rows = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.bookingId, bookingId));
      return rows.map((row) => row.status);
    },

    markPaid: (id: string, paymentReference: string | undefined) =>
      setStatus(id, 'paid', paymentReference),

    markRefundPending: (id: string, paymentReference: string | undefined) =>
      setStatus(id, 'refund_pending', paymentReference),

    async markRefunded(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, 'refund_pending')));
    },

    /** A checkout the provider reports failed or expired; a later payment may still arrive. */
    async markUnpaidOutcome(sessionId: string, status: 'failed' | 'expired'): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(payments.sessionId, sessionId), inArray(payments.status, [...PAYABLE])));
    },

    /** A booking that will not happen gives its captured payment back; returns those payments. */
    async refundCaptured(bookingId: string): Promise<string[]> {
      const rows = await db
        .update(payments)
        .set({ status: 'refund_pending', updatedAt: sql`now()` })
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
        .returning({ id: payments.id });
      return rows.map((row) => row.id);
    },

    refundsPending(provider: PaymentProviderName, ids?: string[]): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'refund_pending'),
            eq(payments.provider, provider),
            ids ? inArray(payments.id, ids) : undefined,
          ),
        );
    },
  };
}

export const isPayable = (status: PaymentRow['status']) =>
  (PAYABLE as readonly string[]).includes(status);

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
