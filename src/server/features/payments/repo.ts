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

/** Well past the longest a call to the provider takes, retries included (a few seconds). */
const ABANDONED_RESERVATION = '30 seconds';

export function isReservation(payment: PaymentRow): boolean {
  return payment.sessionId.startsWith(RESERVED_SESSION_PREFIX);
}

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

    /**
     * The attempt's row, committed before the provider hears of it; returns its id. None when
     * the booking has an open one already (another request may be opening it this moment):
     * the unique index on open rows decides, under any concurrency.
     */
    async insertReservedIfNoneOpen(payment: NewPayment): Promise<string | undefined> {
      const [row] = await db
        .insert(payments)
        .values({ ...payment, sessionId: `${RESERVED_SESSION_PREFIX}${randomUUID()}` })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return row?.id;
    },

    /** The booking's open checkout attempt, if any. */
    async findOpen(bookingId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'open')))
        .limit(1);
      return row;
    },

    /** Records the session the provider opened for a reserved row. */
    async setOpenedSession(
      id: string,
      session: { id: string; url: string; expiresAt: Date },
    ): Promise<void> {
      await db
        .update(payments)
        .set({
          sessionId: session.id,
          checkoutUrl: session.url,
          expiresAt: session.expiresAt,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(payments.id, id),
            sql`${payments.sessionId} like ${`${RESERVED_SESSION_PREFIX}%`}`,
          ),
        );
    },

    /**
     * A reservation whose request died before the row named the provider's session would block
     * the booking for good: past `ABANDONED_RESERVATION`, it is set aside as failed, which a
     * payment that still arrives on it may settle. True when this call set it aside.
     */
    async setAsideIfAbandoned(id: string): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'open'),
            sql`${payments.sessionId} like ${`${RESERVED_SESSION_PREFIX}%`}`,
            sql`${payments.createdAt} < now() - ${ABANDONED_RESERVATION}::interval`,
          ),
        )
        .returning({ id: payments.id });
      return rows.length > 0;
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
        .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, 'refund_pending')));
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
