import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATES } from '../bookings';
import { calendarDateSchema } from './common';
import { plainTextOnly } from './plainText';

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/payments/create-checkout-session */
export const createCheckoutSchema = z.object({
  bookingId: z.string().trim().min(1),
});

export const checkoutSessionSchema = z.object({
  id: z.string(),
  /** The provider's hosted checkout page: /checkout/{id} for local, checkout.stripe.com for Stripe. */
  url: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** GET /api/payments/session?session_id=… (the renter only). */
export const sessionQuerySchema = z.object({
  session_id: z.string().trim().min(1).max(300),
});

/** What a payment session is for. */
export const paymentMetadataSchema = z.object({
  itemId: z.string(),
  ownerId: z.string(),
  renterId: z.string(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
});
export type PaymentMetadata = z.infer<typeof paymentMetadataSchema>;

export const paymentSessionStatusSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  /** open: not paid yet; paid: money taken; failed/expired: no money taken. */
  status: z.enum(['open', 'paid', 'failed', 'expired']),
  amount: z.number(),
  currency: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATES),
  metadata: paymentMetadataSchema,
});
export type PaymentSessionStatus = z.infer<typeof paymentSessionStatusSchema>;

/** The local provider's hosted checkout page (GET /api/payments/local/sessions/{id}). */
export const localCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  /** Dollars held on the card after the payment, when the rental has a deposit. */
  deposit: z.number().nullable(),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;

/** POST /api/payments/local/sessions/{id}/pay, once paid: where the payer goes next. */
export const localPaymentResultSchema = z.object({ redirectUrl: z.string() });

/** POST /api/payments/webhook: the provider only needs to know the event arrived. */
export const webhookAckSchema = z.object({ received: z.literal(true) });

/** POST /api/payments/local/sessions/{id}/pay — a test card, never stored. */
export const localCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'payments.cardNumberInvalid')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'payments.expiryInvalid'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'payments.cvcInvalid'),
  name: z.string().trim().max(100).optional(),
});
export type LocalCard = z.output<typeof localCardSchema>;
/** The card form; the server applies the same plain-text rule to every route. */
export const localCardFormSchema = plainTextOnly(localCardSchema);

/** The well-known test cards: one is approved, one declined, everything else unknown. */
export const TEST_CARD_APPROVED = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
/** Pays the checkout, then declines the deposit taken off-session afterwards (as on Stripe). */
export const TEST_CARD_DECLINES_LATER = '4000000000000341';
