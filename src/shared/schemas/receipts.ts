import { z } from 'zod';
import { BOOKING_STATUSES } from '../bookings';
import { RECEIPT_DEPOSIT_STATES } from '../receipts';
import { calendarDateSchema, timestampSchema } from './common';

const amount = z.number().describe('US dollars');

/**
 * A deposit on the receipt: held when paid, then captured in part for damage and released, and
 * where it stands (what the receipt says of it). Null when the booking has none.
 */
export const receiptDepositSchema = z
  .object({
    held: amount,
    captured: amount,
    released: amount,
    state: z.enum(RECEIPT_DEPOSIT_STATES),
  })
  .nullable();

/** GET /api/bookings/{id}/receipt: a paid booking's receipt, as its renter or its owner reads it. */
export const receiptResponseSchema = z.object({
  receipt: z.object({
    booking_id: z.string(),
    number: z.string(),
    viewer: z.enum(['renter', 'owner']),
    status: z.enum(BOOKING_STATUSES),
    item: z.object({ id: z.string(), title: z.string() }),
    from_date: calendarDateSchema,
    to_date: calendarDateSchema,
    days: z.number().int(),
    renter_name: z.string(),
    owner_name: z.string(),
    charges: z.object({
      rental: amount,
      service_fee: amount,
      total_charged: amount,
      /** The owner's only: null for the renter. */
      commission: amount.nullable(),
      owner_payout: amount.nullable(),
    }),
    deposit: receiptDepositSchema,
    payment: z.object({
      amount,
      paid_at: timestampSchema.nullable(),
      provider: z.enum(['local', 'stripe']),
      reference_suffix: z.string().nullable(),
    }),
    refunds: z.array(
      z.object({
        amount,
        refunded_at: timestampSchema.nullable(),
        pending: z.boolean(),
      }),
    ),
    refunded_total: amount,
    net_paid: amount,
  }),
});
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;
export type Receipt = ReceiptResponse['receipt'];
