import { z } from 'zod';
import type { BookingStatus } from '../bookings';
import type { PaymentState } from './bookings';

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/payments/create-checkout-session */
export const createCheckoutSchema = z.object({
  bookingId: z.string().trim().min(1),
});

export interface CheckoutSession {
  id: string;
  /** The provider's hosted checkout page: /checkout/{id} for local, checkout.stripe.com for Stripe. */
  url: string;
}

/** GET /api/payments/session?session_id=… (the renter only). */
export const sessionQuerySchema = z.object({
  session_id: z.string().trim().min(1).max(300),
});

/** Spec §3 payment session metadata. */
export interface PaymentMetadata {
  itemId: string;
  ownerId: string;
  renterId: string;
  fromDate: string;
  toDate: string;
}

export interface PaymentSessionStatus {
  id: string;
  bookingId: string;
  /** open: not paid yet; paid: money taken; failed/expired: no money taken. */
  status: 'open' | 'paid' | 'failed' | 'expired';
  amount: number;
  currency: string;
  bookingStatus: BookingStatus;
  paymentStatus: PaymentState;
  metadata: PaymentMetadata;
}

/** The local provider's hosted checkout page (GET /api/payments/local/sessions/{id}). */
export interface LocalCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amount: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
}

/** POST /api/payments/local/sessions/{id}/pay — a test card, never stored. */
export const localCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Please enter the expiry date as MM/YY.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Please enter the 3 or 4 digit security code.'),
  name: z.string().trim().max(100).optional(),
});
export type LocalCard = z.output<typeof localCardSchema>;

/** The well-known test cards: one is approved, one declined, everything else unknown. */
export const TEST_CARD_APPROVED = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
