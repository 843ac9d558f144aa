import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema';
import { PAYABLE_PAYMENT_STATUSES } from '../lifecycle';

export type NewPayment = Pick<
  typeof payments.$inferInsert,
  'bookingId' | 'provider' | 'amountCents' | 'currency'
>;

/** Stands in for the provider's session id until the provider has made the session. */
const RESERVED_SESSION_PREFIX = 'reserved_';

/** Checkout attempts; what a captured payment does to its booking is the lifecycle's. */
export function createPaymentsRepo(db: Db) {
  return {
    /** An attempt whose provider session exists already (demo data). */
    async insert(
      payment: NewPayment &
        Pick<typeof payments.$inferInsert, 'sessionId' | 'status' | 'paymentReference'>,
    ): Promise<void> {
      await db.insert(payments).values(payment);
    },

    /** The attempt's row, committed before the provider hears of it; returns its id. */
    async insertReserved(payment: NewPayment): Promise<string> {
      const [row] = await db
        .insert(payments)
        .values({ ...payment, sessionId: `${RESERVED_SESSION_PREFIX}${randomUUID()}` })
        .returning({ id: payments.id });
      if (!row) throw new Error('inserting a payment returned no row');
      return row.id;
    },

    /** Fills in the provider's session id, once. */
    async setSessionId(id: string, sessionId: string): Promise<void> {
      await db
        .update(payments)
        .set({ sessionId, updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.id, id),
            sql`${payments.sessionId} like ${`${RESERVED_SESSION_PREFIX}%`}`,
          ),
        );
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async findBySessionId(sessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.sessionId, sessionId))
        .limit(1);
      return row;
    },

    /** A checkout the provider reports failed or expired; a later payment may still arrive. */
    async markUnpaidOutcome(sessionId: string, status: 'failed' | 'expired'): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.sessionId, sessionId),
            inArray(payments.status, [...PAYABLE_PAYMENT_STATUSES]),
          ),
        );
    },

    /** A checkout the provider never opened. */
    async markNeverOpened(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, 'open')));
    },

    async markRefunded(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, 'refund_pending')));
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
