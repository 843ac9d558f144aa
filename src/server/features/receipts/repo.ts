import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Locale, spokenLocale } from '../../../shared/i18n/locales';
import { type ReceiptPayment, TAKEN_PAYMENT_STATUSES } from '../../../shared/receipts';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The payments of bookings and who receives a receipt by email. */
export function createReceiptsRepo(db: Db) {
  return {
    async paymentsOf(bookingId: string): Promise<ReceiptPayment[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.createdAt));
      return rows.map((row) => ({
        status: row.status,
        amountCents: row.amountCents,
        refundCents: row.refundCents,
        paidAt: iso(row.paidAt),
        refundedAt: iso(row.refundedAt),
        provider: row.provider,
        reference: row.paymentReference,
      }));
    },

    /**
     * Marks the booking's taken payment as having its receipt mailed, unless it already has;
     * true when this call marked it. In the transaction that queues the email, so the mark and
     * the email commit together: a capture handled twice mails one receipt.
     */
    async claimReceiptMail(bookingId: string, at: Date): Promise<boolean> {
      const newestTaken = db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            inArray(payments.status, [...TAKEN_PAYMENT_STATUSES]),
          ),
        )
        .orderBy(sql`${payments.paidAt} desc nulls last`)
        .limit(1);
      const claimed = await db
        .update(payments)
        .set({ receiptMailedAt: at })
        .where(and(inArray(payments.id, newestTaken), isNull(payments.receiptMailedAt)))
        .returning({ id: payments.id });
      return claimed.length > 0;
    },

    /** The address of a person who still has an account. */
    /** Where a receipt goes, and the language its reader reads; none for a deleted account. */
    async recipientOf(userId: string): Promise<{ email: string; locale: Locale } | undefined> {
      const [row] = await db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row && { email: row.email, locale: spokenLocale(row.locale) };
    },
  };
}

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;
