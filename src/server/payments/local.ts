import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Cents, fromCents } from '../../shared/money';
import {
  type LocalCheckoutSession,
  TEST_CARD_APPROVED,
  TEST_CARD_DECLINED,
  TEST_CARD_DECLINES_LATER,
} from '../../shared/schemas/payments';
import type { Db } from '../db/client';
import { localCheckoutSessions, localDepositHolds } from '../db/schema';
import {
  DepositDeclinedError,
  type PaymentProvider,
  type ProviderSession,
  type ProviderSessionStatus,
  SESSION_ID_PLACEHOLDER,
} from './provider';

/** How long an unpaid local checkout stays open, as a Stripe Checkout Session does by default. */
const LOCAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

type SessionRow = typeof localCheckoutSessions.$inferSelect;

export type LocalPayResult =
  | { kind: 'paid'; sessionId: string; paymentReference: string; redirectUrl: string }
  | { kind: 'declined' | 'unknown_card' | 'not_found' | 'closed' };

/** The local provider also plays Stripe's hosted checkout page. */
export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  describe(id: string): Promise<LocalCheckoutSession | undefined>;
  /** Takes a test card number; the number is compared and forgotten, never stored. */
  pay(id: string, cardNumber: string): Promise<LocalPayResult>;
}

/** 128 random bits: the id is the only key to the public checkout page, as with Stripe's. */
function newLocalSessionId(): string {
  return `cs_local_${randomBytes(16).toString('hex')}`;
}

function newLocalPaymentReference(): string {
  return `pi_local_${randomBytes(12).toString('hex')}`;
}

function newLocalDepositReference(): string {
  return `dep_local_${randomBytes(12).toString('hex')}`;
}

/**
 * A checkout handled by this server itself, for development, demos and tests: sessions live in
 * local_checkout_sessions and are paid with the well-known test cards.
 */
export function createLocalPaymentProvider(
  db: Db,
  options: { now: () => Date },
): LocalPaymentProvider {
  const expired = (row: SessionRow) =>
    row.status === 'expired' || (row.status === 'open' && row.expiresAt <= options.now());

  function statusOf(row: SessionRow): ProviderSessionStatus {
    if (row.paymentStatus === 'paid') return 'paid';
    if (expired(row)) return 'expired';
    return row.paymentStatus === 'failed' ? 'failed' : 'open';
  }

  async function find(id: string): Promise<SessionRow | undefined> {
    const [row] = await db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, id))
      .limit(1);
    return row;
  }

  async function retrieveSession(id: string): Promise<ProviderSession | undefined> {
    const row = await find(id);
    if (!row) return undefined;
    return {
      id: row.id,
      status: statusOf(row),
      paymentReference: row.paymentReference ?? undefined,
      metadata: row.metadata,
    };
  }

  /** Moves a held deposit once; asked again, it reports how the hold was settled. */
  async function settleHold(
    reference: string,
    status: 'captured' | 'released',
    capturedCents: Cents | null,
  ) {
    await db
      .update(localDepositHolds)
      .set({ status, capturedCents })
      .where(and(eq(localDepositHolds.reference, reference), eq(localDepositHolds.status, 'held')));
    const [row] = await db
      .select({ status: localDepositHolds.status, capturedCents: localDepositHolds.capturedCents })
      .from(localDepositHolds)
      .where(eq(localDepositHolds.reference, reference));
    if (!row) throw new Error(`no local deposit hold ${reference}`);
    return row;
  }

  return {
    name: 'local',

    async createCheckoutSession(request) {
      const id = newLocalSessionId();
      const expiresAt = new Date(options.now().getTime() + LOCAL_SESSION_TTL_MS);
      await db.insert(localCheckoutSessions).values({
        id,
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl.replace(SESSION_ID_PLACEHOLDER, id),
        cancelUrl: request.cancelUrl,
        metadata: request.metadata,
        expiresAt,
        depositCents: request.depositCents,
      });
      return { id, url: `${request.baseUrl}/checkout/${id}`, expiresAt };
    },

    retrieveSession,

    async expireSession(id) {
      // One statement: a payment taken at the same moment (pay locks the row) wins or loses whole.
      await db
        .update(localCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
      return retrieveSession(id);
    },

    async refund(paymentReference, amountCents) {
      // Asked again (a retried delivery), it records the same refund once more: not a second one.
      const rows = await db
        .update(localCheckoutSessions)
        .set({
          refunded: true,
          refundedCents: amountCents ?? sql`${localCheckoutSessions.amountCents}`,
        })
        .where(eq(localCheckoutSessions.paymentReference, paymentReference))
        .returning({ id: localCheckoutSessions.id });
      if (rows.length === 0) throw new Error('no local checkout session took this payment');
    },

    async describe(id) {
      const row = await find(id);
      if (!row) return undefined;
      return {
        id: row.id,
        status: expired(row) ? 'expired' : row.status,
        amount: fromCents(row.amountCents),
        currency: row.currency,
        description: row.description,
        successUrl: row.successUrl,
        cancelUrl: row.cancelUrl,
        deposit: row.depositCents > 0 ? fromCents(row.depositCents) : null,
      };
    },

    async holdDeposit(request) {
      const [paid] = await db
        .select({ declines: localCheckoutSessions.declinesOffSession })
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.paymentReference, request.paymentReference))
        .limit(1);
      if (!paid) throw new Error('no local checkout session took the rental payment');
      if (paid.declines) throw new DepositDeclinedError('card_declined');
      // Keyed by the deposit: asked again, the first hold is the answer.
      await db
        .insert(localDepositHolds)
        .values({
          depositId: request.depositId,
          reference: newLocalDepositReference(),
          paymentReference: request.paymentReference,
          amountCents: request.amountCents,
          mode: request.mode,
        })
        .onConflictDoNothing({ target: localDepositHolds.depositId });
      const [hold] = await db
        .select({ reference: localDepositHolds.reference })
        .from(localDepositHolds)
        .where(eq(localDepositHolds.depositId, request.depositId));
      if (!hold) throw new Error('the local deposit hold was not recorded');
      return { reference: hold.reference };
    },

    async captureDeposit(hold, amountCents) {
      const done = await settleHold(hold.reference, 'captured', amountCents);
      if (done.status !== 'captured' || done.capturedCents !== amountCents) {
        throw new Error(`the local deposit ${hold.reference} was already ${done.status}`);
      }
    },

    async refundDeposit(hold, amountCents) {
      // Set, not added: asked again, the same refund is recorded once more, not a second one.
      const rows = await db
        .update(localDepositHolds)
        .set({ refundedCents: amountCents })
        .where(
          and(
            eq(localDepositHolds.reference, hold.reference),
            eq(localDepositHolds.status, 'captured'),
            sql`${localDepositHolds.capturedCents} >= ${amountCents}`,
          ),
        )
        .returning({ reference: localDepositHolds.reference });
      if (rows.length === 0) {
        throw new Error(`the local deposit ${hold.reference} has no capture to refund`);
      }
    },

    async releaseDeposit(hold) {
      const done = await settleHold(hold.reference, 'released', null);
      if (done.status !== 'released') {
        throw new Error(`the local deposit ${hold.reference} was already ${done.status}`);
      }
    },

    pay(id, cardNumber) {
      return db.transaction(async (tx): Promise<LocalPayResult> => {
        const [row] = await tx
          .select()
          .from(localCheckoutSessions)
          .where(eq(localCheckoutSessions.id, id))
          .for('update');
        if (!row) return { kind: 'not_found' };
        if (row.status !== 'open' || expired(row)) return { kind: 'closed' };
        const update = (changes: Partial<SessionRow>) =>
          tx.update(localCheckoutSessions).set(changes).where(eq(localCheckoutSessions.id, id));
        if (cardNumber === TEST_CARD_DECLINED) {
          // Not final: the payer may try another card on the same page.
          await update({ paymentStatus: 'failed' });
          return { kind: 'declined' };
        }
        const declinesLater = cardNumber === TEST_CARD_DECLINES_LATER;
        if (cardNumber !== TEST_CARD_APPROVED && !declinesLater) return { kind: 'unknown_card' };
        const paymentReference = newLocalPaymentReference();
        await update({
          status: 'complete',
          paymentStatus: 'paid',
          paymentReference,
          declinesOffSession: declinesLater,
        });
        return { kind: 'paid', sessionId: id, paymentReference, redirectUrl: row.successUrl };
      });
    },
  };
}
