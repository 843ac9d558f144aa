import { z } from 'zod';
import {
  BOOKING_STATUSES,
  CANCELLATION_REASON_MAX_LENGTH,
  CANCELLERS,
  MY_BOOKINGS_MAX_PAGE_SIZE,
  MY_BOOKINGS_PAGE_SIZE,
  PAYMENT_STATES,
  REQUESTED_STATUSES,
} from '../bookings';
import { isCalendarDate } from '../calendarDates';
import { CANCELLATION_POLICIES } from '../cancellationPolicy';
import { DURATIONS } from '../items';
import { largestAmount } from '../marketplace';
import { calendarDateSchema, timestampSchema } from './common';

/** The other party of a booking, with the names the booking screens use. */
export const bookingPartySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type BookingParty = z.infer<typeof bookingPartySchema>;

/** A booking's money in dollars, fixed when it was requested (see shared/fees). */
export const bookingChargesSchema = z.object({
  /** Days × the item's price: the same as total_price. */
  rental: z.number(),
  service_fee: z.number(),
  /** What the renter's card is charged: rental and service fee. */
  total_charged: z.number(),
  /** Held on the renter's card, 0 when the item asks for none. */
  deposit: z.number(),
  commission: z.number(),
  /** What the owner earns if the rental happens: rental less commission. */
  owner_payout: z.number(),
});
export type BookingCharges = z.infer<typeof bookingChargesSchema>;

/** A booking as GET /api/bookings/my-bookings and the status call return it. */
export const bookingSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  items: z.object({
    id: z.string(),
    title: z.string(),
    image_urls: z.array(z.string()),
    price: z.number(),
    duration: z.enum(DURATIONS),
    /** Where the item is: the rental's days begin and end at midnight in this IANA zone. */
    time_zone: z.string(),
    /** The street address: only once the booking is confirmed (or completed), else null. */
    location: z.string().nullable(),
  }),
  renter_id: z.string(),
  renter: bookingPartySchema,
  owner_id: z.string(),
  owner: bookingPartySchema,
  from_date: calendarDateSchema,
  to_date: calendarDateSchema,
  total_price: z.number(),
  status: z.enum(BOOKING_STATUSES),
  created_at: timestampSchema,
  payment_status: z.enum(PAYMENT_STATES),
  paid: z.boolean(),
  cancellation_reason: z.string().nullable(),
  /** Whether the renter has reviewed this booking. */
  reviewed: z.boolean(),
  /** Whether the owner has reviewed this booking's renter. */
  owner_reviewed: z.boolean(),
  charges: bookingChargesSchema,
  cancellation_policy: z.enum(CANCELLATION_POLICIES),
  /** Who cancelled it, once cancelled. */
  cancelled_by: z.enum(CANCELLERS).nullable(),
  /** What has been given back to the renter so far, being refunded included. */
  refunded: z.number(),
  /**
   * A cancelled rental that was paid: what its owner keeps of what was not given back (the
   * ledger's share). Null for any other booking.
   */
  owner_keeps: z.number().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ booking: bookingSchema });
/**
 * One page of a person's bookings, newest first, paged as the item listings are: `total` of
 * them in all, this `page` (from 1) of `pageSize`.
 */
export const bookingListSchema = z.object({
  bookings: z.array(bookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

const calendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/** POST /api/bookings. The renter is the caller; the price is decided by the server. */
export const createBookingSchema = z
  .object({
    itemId: z.string({ error: 'bookings.itemRequired' }).trim().min(1, 'bookings.itemRequired'),
    fromDate: calendarDate('bookings.bothDates'),
    toDate: calendarDate('bookings.bothDates'),
  })
  .refine((value) => value.fromDate < value.toDate, {
    message: 'bookings.endAfterStart',
    path: ['toDate'],
  });
export type CreateBooking = z.output<typeof createBookingSchema>;

export const bookingListTypeSchema = z.object({
  type: z.enum(['as_renter', 'as_owner']).default('as_renter'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MY_BOOKINGS_MAX_PAGE_SIZE)
    .default(MY_BOOKINGS_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BookingListQuery = z.infer<typeof bookingListTypeSchema>;

/**
 * PUT /api/bookings/{id}/status. A cancellation must say why; it may name the refund the person
 * was shown (`expectedRefund`, dollars), and is refused if cancelling now would give back another.
 */
export const statusChangeSchema = z
  .object({
    status: z.enum(REQUESTED_STATUSES, { error: 'bookings.statusInvalid' }),
    reason: z.string().trim().max(CANCELLATION_REASON_MAX_LENGTH).optional(),
    expectedRefund: z
      .number()
      .min(0)
      .refine((amount) => amount <= largestAmount())
      .optional(),
  })
  .refine((value) => value.status !== 'cancelled' || (value.reason ?? '').length > 0, {
    message: 'bookings.reasonRequired',
    path: ['reason'],
  });
export type StatusChange = z.output<typeof statusChangeSchema>;

/** GET /api/items/{id}/booked-dates: half-open ranges held by confirmed bookings; no names. */
export const bookedDatesSchema = z.object({
  ranges: z.array(z.object({ from_date: calendarDateSchema, to_date: calendarDateSchema })),
});
export type BookedDates = z.infer<typeof bookedDatesSchema>;

/**
 * GET /api/items/{id}/address: the street address, for the owner and for renters whose booking
 * of the item the owner has confirmed.
 */
export const itemAddressSchema = z.object({
  address: z.object({ location: z.string(), city: z.string(), zipCode: z.string() }),
});
export type ItemAddress = z.infer<typeof itemAddressSchema>;

/**
 * GET /api/bookings/{id}/cancellation: what cancelling now would give back to the renter,
 * asked by the party who would cancel, before they confirm.
 */
export const cancellationPreviewSchema = z.object({
  cancellation: z.object({
    policy: z.enum(CANCELLATION_POLICIES),
    /** Whether the item's policy decides the refund (a renter cancelling a confirmed rental). */
    policy_applies: z.boolean(),
    percent: z.number().int(),
    /** What the renter paid, and what of it goes back. */
    paid: z.number(),
    refund: z.number(),
    rental_refund: z.number(),
    service_fee_refund: z.number(),
  }),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>['cancellation'];
