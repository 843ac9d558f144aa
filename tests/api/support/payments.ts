import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { localCheckoutSessions, payments } from '../../../src/server/db/schema';
import {
  type CheckoutSession,
  type PaymentSessionStatus,
  TEST_CARD_APPROVED,
} from '../../../src/shared/schemas/payments';
import { bearer } from './users';

export function requestCheckout(app: App, token: string, bookingId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: { ...bearer(token), host: 'lendwell.test' },
    payload: { bookingId },
  });
}

/** Opens a checkout through the API; fails the test unless it is created. */
export async function openCheckout(
  app: App,
  token: string,
  bookingId: string,
): Promise<CheckoutSession> {
  const response = await requestCheckout(app, token, bookingId);
  if (response.statusCode !== 200) {
    throw new Error(`opening a checkout failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<CheckoutSession>();
}

export function payLocally(app: App, sessionId: string, cardNumber = TEST_CARD_APPROVED) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/local/sessions/${sessionId}/pay`,
    payload: { cardNumber, expiry: '12/34', cvc: '123', name: 'Jamie Rivera' },
  });
}

export function lookUpSession(app: App, token: string, sessionId: string) {
  return app.inject({
    url: '/api/payments/session',
    query: { session_id: sessionId },
    headers: bearer(token),
  });
}

export async function sessionStatus(
  app: App,
  token: string,
  sessionId: string,
): Promise<PaymentSessionStatus> {
  const response = await lookUpSession(app, token, sessionId);
  if (response.statusCode !== 200) {
    throw new Error(`the session lookup failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<PaymentSessionStatus>();
}

/** The stored payment attempt and, for the local provider, its checkout session. */
export async function storedPayment(db: Db, sessionId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.sessionId, sessionId));
  const [local] = await db
    .select()
    .from(localCheckoutSessions)
    .where(eq(localCheckoutSessions.id, sessionId));
  return { payment, local };
}

/**
 * Opens a checkout the server closed again, at the provider and in our row: as when the renter
 * paid in the moment before the closing reached the provider, so that a late payment lands.
 */
export async function reopenClosedCheckout(db: Db, sessionId: string): Promise<void> {
  await db
    .update(localCheckoutSessions)
    .set({ status: 'open' })
    .where(eq(localCheckoutSessions.id, sessionId));
  await db.update(payments).set({ status: 'open' }).where(eq(payments.sessionId, sessionId));
}
