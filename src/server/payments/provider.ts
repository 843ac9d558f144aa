import type { DepositMode } from '../../shared/deposits';
import type { Cents } from '../../shared/money';
import type { CheckoutSession, PaymentProviderName } from '../../shared/schemas/payments';

/** Stripe replaces this in success_url with the session's id; the local provider does too. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface CheckoutRequest {
  bookingId: string;
  /** Decided by the server from the booking, never by the browser. */
  amountCents: Cents;
  currency: string;
  /** What is being paid for: the item's title. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** Where the app is served; the local provider's hosted checkout page lives under it. */
  baseUrl: string;
  /**
   * The security deposit to be held after this payment (0: none): the hosted page says so, and
   * Stripe keeps the card for the deposit's own PaymentIntent.
   */
  depositCents: Cents;
}

/** A security deposit to place on the card that paid the rental. */
export interface DepositHoldRequest {
  /** Ours; it keys the hold, so that asking again places no second one. */
  depositId: string;
  amountCents: Cents;
  currency: string;
  mode: DepositMode;
  /** The rental's captured payment (Stripe: its PaymentIntent), whose card is used. */
  paymentReference: string;
  description: string;
}

/** A placed deposit, as the provider knows it. */
export interface DepositHold {
  reference: string;
  mode: DepositMode;
  amountCents: Cents;
}

export type ProviderSessionStatus = 'open' | 'paid' | 'failed' | 'expired';

/** A new hosted checkout: where to send the payer, and until when it takes a payment. */
export interface OpenedCheckout extends CheckoutSession {
  expiresAt: Date;
}

export interface ProviderSession {
  id: string;
  status: ProviderSessionStatus;
  /** The captured payment (Stripe: payment intent), needed to refund it. */
  paymentReference?: string;
  metadata: Record<string, string>;
}

/** What a verified webhook asks of us. */
export type PaymentEvent =
  | {
      type: 'paid';
      sessionId: string;
      paymentReference: string | undefined;
      /** Our payment row, named in the session's metadata when it was created. */
      paymentId: string | undefined;
    }
  | { type: 'failed'; sessionId: string }
  | { type: 'ignored'; eventType: string };

/** The provider did not answer, or answered with its own failure: nothing was decided. */
export class PaymentProviderUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the payment provider could not be reached', { cause });
    this.name = 'PaymentProviderUnavailableError';
  }
}

/**
 * The card refused the deposit for good (Stripe: a card error on the off-session PaymentIntent):
 * asking again gives the same answer, so the deposit fails instead of being retried.
 */
export class DepositDeclinedError extends Error {
  constructor(readonly declineCode: string) {
    super(`the card declined the deposit (${declineCode})`);
    this.name = 'DepositDeclinedError';
  }
}

export class WebhookSignatureError extends Error {
  constructor() {
    super('webhook signature verification failed');
    this.name = 'WebhookSignatureError';
  }
}

/** A card payment provider with a hosted checkout page (Stripe, or the built-in local one). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Undefined when the provider knows no such session. */
  retrieveSession(id: string): Promise<ProviderSession | undefined>;
  /**
   * Closes an unpaid session so that it takes no payment any more; the session as it is
   * afterwards (paid when the payment came first; undefined when the provider knows no such one).
   */
  expireSession(id: string): Promise<ProviderSession | undefined>;
  /** Gives a captured payment back, in full without an amount; safe to call again. */
  refund(paymentReference: string, amountCents?: Cents): Promise<void>;
  /**
   * Places a deposit (a hold, or a charge in charge mode); the same reference when asked again.
   * Throws DepositDeclinedError when the card refuses it.
   */
  holdDeposit(request: DepositHoldRequest): Promise<{ reference: string }>;
  /** Takes `amountCents` (more than 0) of a deposit and gives the rest back; safe to call again. */
  captureDeposit(hold: DepositHold, amountCents: Cents): Promise<void>;
  /**
   * Gives `amountCents` of a captured deposit back (a disputed claim's decision); keyed by the
   * deposit, so that asking again refunds nothing more.
   */
  refundDeposit(hold: DepositHold, amountCents: Cents): Promise<void>;
  /** Gives a whole deposit back; safe to call again. */
  releaseDeposit(hold: DepositHold): Promise<void>;
  /** Verifies a webhook's signature over its raw body; throws WebhookSignatureError if wrong. */
  parseWebhook?(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
