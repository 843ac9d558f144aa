import { z } from 'zod';
import { LEDGER_KINDS, PAYOUT_STATUSES } from '../ledger';
import { timestampSchema } from './common';

export const PAYOUT_METHODS = ['local', 'stripe'] as const;

/** One entry of an owner's earnings account; amounts in dollars, debits negative. */
export const earningsEntrySchema = z.object({
  id: z.string(),
  created_at: timestampSchema,
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  available_at: timestampSchema,
  pending: z.boolean(),
  booking: z.object({ id: z.string(), item_title: z.string() }).nullable(),
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(PAYOUT_METHODS),
  status: z.enum(PAYOUT_STATUSES),
  created_at: timestampSchema,
  paid_at: timestampSchema.nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/earnings: balances are sums of the owner's ledger entries at the moment of asking. */
export const earningsResponseSchema = z.object({
  earnings: z.object({
    pending: z.number(),
    available: z.number(),
    /** The marketplace's calendar year now, and what the owner earned in it (as on the dashboard). */
    year: z.number().int(),
    earned_this_year: z.number(),
    entries: z.array(earningsEntrySchema),
    payout_method: z.enum(PAYOUT_METHODS),
    /** With Stripe: whether an Express account is connected and may receive transfers. */
    stripe_account: z.object({ connected: z.boolean(), payouts_enabled: z.boolean() }).nullable(),
  }),
});
export type Earnings = z.infer<typeof earningsResponseSchema>['earnings'];

/**
 * GET /api/year-totals: the dashboard's money, from the ledger. `earned` is what the person's
 * items earned after commission (rentals, cancellations kept, damage claims); `spent` what their
 * rentals cost them after refunds, damage claims included; both in the calendar year `year`.
 */
export const yearTotalsResponseSchema = z.object({
  totals: z.object({ year: z.number().int(), earned: z.number(), spent: z.number() }),
});
export type YearTotals = z.infer<typeof yearTotalsResponseSchema>['totals'];

export const payoutListSchema = z.object({ payouts: z.array(payoutSchema) });
export const payoutResponseSchema = z.object({ payout: payoutSchema });

/** POST /api/payouts/stripe-account: where Stripe's onboarding continues. */
export const stripeAccountLinkSchema = z.object({ url: z.string() });

/** The console's list of payouts, the oldest waiting first. */
export const adminPayoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(PAYOUT_METHODS),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: timestampSchema,
  paidAt: timestampSchema.nullable(),
  owner: z.object({ id: z.string(), name: z.string() }),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  payouts: z.array(adminPayoutSchema),
});
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;
export const adminPayoutResponseSchema = z.object({ payout: adminPayoutSchema });
export const adminPayoutsQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(PAYOUT_STATUSES).optional(),
  ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;
