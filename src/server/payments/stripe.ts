import Stripe from 'stripe';
import { markPermanent } from '../outbox/permanentFailure';
import {
  DepositDeclinedError,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type ProviderSession,
  type ProviderSessionStatus,
  WebhookSignatureError,
} from './provider';
import { STRIPE_ATTEMPT_TIMEOUT_MS, STRIPE_RETRIES } from './timing';

export interface StripeOptions {
  secretKey: string;
  /** Without it no webhook can be verified, and payments are confirmed by the session lookup. */
  webhookSecret?: string;
  /** Where the Stripe API is reached; tests point these at a fake server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type CheckoutSession = Stripe.Checkout.Session;

function statusOf(session: CheckoutSession): ProviderSessionStatus {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return 'paid';
  }
  // A completed but unpaid session waits for a delayed method (bank debit): still open.
  return session.status === 'expired' ? 'expired' : 'open';
}

function paymentIntentOf(session: CheckoutSession): string | undefined {
  const intent = session.payment_intent;
  if (!intent) return undefined;
  return typeof intent === 'string' ? intent : intent.id;
}

function idOf(value: string | { id: string } | null): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

function errorCodeOf(error: unknown): string | undefined {
  return error instanceof Stripe.errors.StripeError ? error.code : undefined;
}

/**
 * Stripe out of reach (no connection, a timeout), failing on its side (5xx) or throttling us:
 * nothing was decided, and the same call may succeed later. Other errors are ours to fix.
 */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  );
}

/**
 * A request Stripe refuses as invalid (an unknown payment intent, an amount it cannot refund)
 * is refused again however often it is sent: the outbox stops retrying it. Callers still see
 * Stripe's own error and its code.
 */
function isInvalidRequest(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode ?? 400) < 429
  );
}

/** Runs one call to Stripe, telling an unreachable Stripe apart from every other failure. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnavailable(error)) throw new PaymentProviderUnavailableError(error);
    throw isInvalidRequest(error) ? markPermanent(error) : error;
  }
}

/** The Stripe client every Stripe-facing part uses, reaching the host the options name. */
export function stripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: STRIPE_RETRIES,
    // Bounded, so that a stuck Stripe answers the caller (503) before the web client gives up.
    timeout: STRIPE_ATTEMPT_TIMEOUT_MS,
  });
}

function toProviderSession(session: CheckoutSession): ProviderSession {
  return {
    id: session.id,
    status: statusOf(session),
    paymentReference: paymentIntentOf(session),
    metadata: session.metadata ?? {},
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid'
        ? paidEvent(event.data.object)
        : { type: 'ignored', eventType: event.type };
    case 'checkout.session.async_payment_succeeded':
      return paidEvent(event.data.object);
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', sessionId: event.data.object.id };
    default:
      return { type: 'ignored', eventType: event.type };
  }
}

function paidEvent(session: CheckoutSession): PaymentEvent {
  return {
    type: 'paid',
    sessionId: session.id,
    paymentReference: paymentIntentOf(session),
    paymentId: session.metadata?.paymentId,
  };
}

/** Stripe Checkout: a hosted page, signed webhooks, refunds by payment intent. */
export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options);

  async function retrieveSession(id: string): Promise<ProviderSession | undefined> {
    try {
      return toProviderSession(await callStripe(() => stripe.checkout.sessions.retrieve(id)));
    } catch (error) {
      if (errorCodeOf(error) === 'resource_missing') return undefined;
      throw error;
    }
  }

  /** A refund of a PaymentIntent, once whatever the retries. */
  async function refundOnce(reference: string, amountCents: number | undefined, key: string) {
    try {
      await callStripe(() =>
        stripe.refunds.create(
          { payment_intent: reference, ...(amountCents !== undefined && { amount: amountCents }) },
          { idempotencyKey: key },
        ),
      );
    } catch (error) {
      if (errorCodeOf(error) !== 'charge_already_refunded') throw error;
    }
  }

  /** A refused capture or cancel is no failure when the intent already stands where we wanted. */
  async function intentIs(error: unknown, reference: string, status: string): Promise<boolean> {
    if (errorCodeOf(error) !== 'payment_intent_unexpected_state') return false;
    const intent = await callStripe(() => stripe.paymentIntents.retrieve(reference));
    return intent.status === status;
  }

  /** A card error on the off-session deposit is the card's final answer: the deposit fails. */
  async function createDepositIntent(
    create: () => Promise<Stripe.PaymentIntent>,
  ): Promise<Stripe.PaymentIntent> {
    try {
      return await callStripe(create);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new DepositDeclinedError(error.decline_code ?? error.code ?? 'card_declined');
      }
      throw error;
    }
  }

  return {
    name: 'stripe',

    async createCheckoutSession(request) {
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: request.metadata,
          client_reference_id: request.bookingId,
          // The deposit is a PaymentIntent of its own, placed after this payment: the card is
          // kept on a customer for it.
          ...(request.depositCents > 0 && {
            customer_creation: 'always' as const,
            payment_intent_data: { setup_future_usage: 'off_session' as const },
          }),
        }),
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    retrieveSession,

    async expireSession(id) {
      try {
        return toProviderSession(await callStripe(() => stripe.checkout.sessions.expire(id)));
      } catch (error) {
        // Only an open session can be expired: one already paid, completed or expired is
        // reported as it stands.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieveSession(id);
        throw error;
      }
    },

    async refund(paymentReference, amountCents) {
      try {
        await callStripe(() =>
          stripe.refunds.create(
            {
              payment_intent: paymentReference,
              ...(amountCents !== undefined && { amount: amountCents }),
            },
            // A retry after a lost answer must not refund twice. A payment is refunded once, by
            // the amount decided with its transition; the amount is in the key, so that a
            // request for another amount is never answered with an earlier refund's result.
            { idempotencyKey: `refund-${paymentReference}-${amountCents ?? 'all'}` },
          ),
        );
      } catch (error) {
        if (errorCodeOf(error) !== 'charge_already_refunded') throw error;
      }
    },

    async holdDeposit(request) {
      const rental = await callStripe(() =>
        stripe.paymentIntents.retrieve(request.paymentReference),
      );
      const customer = idOf(rental.customer);
      const paymentMethod = idOf(rental.payment_method);
      if (!customer || !paymentMethod) {
        throw new Error(`payment ${request.paymentReference} kept no card for a deposit`);
      }
      const intent = await createDepositIntent(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            customer,
            payment_method: paymentMethod,
            confirm: true,
            off_session: true,
            // A hold is only authorized; a charge is taken now and refunded on release.
            capture_method: request.mode === 'hold' ? 'manual' : 'automatic',
            description: request.description,
            metadata: { depositId: request.depositId },
          },
          { idempotencyKey: `deposit-hold-${request.depositId}` },
        ),
      );
      return { reference: intent.id };
    },

    async captureDeposit(hold, amountCents) {
      if (hold.mode === 'charge') {
        const rest = hold.amountCents - amountCents;
        if (rest > 0) await refundOnce(hold.reference, rest, `deposit-rest-${hold.reference}`);
        return;
      }
      try {
        await callStripe(() =>
          stripe.paymentIntents.capture(
            hold.reference,
            // The part not captured is released by Stripe with the capture.
            { amount_to_capture: amountCents },
            { idempotencyKey: `deposit-capture-${hold.reference}` },
          ),
        );
      } catch (error) {
        if (!(await intentIs(error, hold.reference, 'succeeded'))) throw error;
      }
    },

    async refundDeposit(hold, amountCents) {
      await refundOnce(hold.reference, amountCents, `deposit-award-${hold.reference}`);
    },

    async releaseDeposit(hold) {
      if (hold.mode === 'charge') {
        await refundOnce(hold.reference, undefined, `deposit-release-${hold.reference}`);
        return;
      }
      try {
        await callStripe(() =>
          stripe.paymentIntents.cancel(
            hold.reference,
            {},
            { idempotencyKey: `deposit-release-${hold.reference}` },
          ),
        );
      } catch (error) {
        if (!(await intentIs(error, hold.reference, 'canceled'))) throw error;
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!options.webhookSecret || !signatureHeader) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      return toPaymentEvent(event);
    },
  };
}
