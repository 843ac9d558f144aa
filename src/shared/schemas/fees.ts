import { z } from 'zod';

const feeRuleSchema = z.object({
  /** A percentage of the rental price, e.g. 10 or 7.5; 0: no fee. */
  percent: z.number(),
  /** The least the fee takes, in dollars, when it applies. */
  minimum: z.number(),
});

/** GET /api/fees: the marketplace's fees, so that a booking's cost is shown before requesting. */
export const feeSettingsSchema = z.object({
  renter_service_fee: feeRuleSchema,
  owner_commission: feeRuleSchema,
  /** The marketplace's bounds on every request's dates, whatever the owner allows. */
  booking_bounds: z.object({
    /** How many days ahead of today a rental may start at the latest. */
    max_advance_days: z.number().int(),
    /** The most nights a rental may last. */
    max_rental_days: z.number().int(),
  }),
});
export type FeeSettingsResponse = z.infer<typeof feeSettingsSchema>;
