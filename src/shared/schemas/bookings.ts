import { z } from 'zod';
import {
  type BOOKING_STATUSES,
  CANCELLATION_REASON_MAX_LENGTH,
  REQUESTED_STATUSES,
} from '../bookings';
import { isCalendarDate } from '../calendarDates';
import type { Duration } from '../items';
import { messages } from '../messages';

const m = messages.bookings;

/** The other party of a booking, as spec §3 names it. */
export interface BookingParty {
  id: string;
  first_name: string;
  last_name: string;
}

export const PAYMENT_STATES = ['unpaid', 'paid', 'refund_pending', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A booking as GET /api/bookings/my-bookings and the status call return it (spec §3). */
export interface Booking {
  id: string;
  item_id: string;
  items: {
    id: string;
    title: string;
    image_urls: string[];
    price: number;
    duration: Duration;
  };
  renter_id: string;
  renter: BookingParty;
  owner_id: string;
  owner: BookingParty;
  from_date: string;
  to_date: string;
  total_price: number;
  status: (typeof BOOKING_STATUSES)[number];
  created_at: string;
  payment_status: PaymentState;
  paid: boolean;
  cancellation_reason: string | null;
  /** Whether the renter has reviewed this booking (issue 5). */
  reviewed: boolean;
}

const calendarDate = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/** POST /api/bookings. The renter is the caller; the price is decided by the server. */
export const createBookingSchema = z
  .object({
    itemId: z.string({ error: m.itemRequired }).trim().min(1, m.itemRequired),
    fromDate: calendarDate(m.bothDates),
    toDate: calendarDate(m.bothDates),
  })
  .refine((value) => value.fromDate < value.toDate, {
    message: m.endAfterStart,
    path: ['toDate'],
  });
export type CreateBooking = z.output<typeof createBookingSchema>;

export const bookingListTypeSchema = z.object({
  type: z.enum(['as_renter', 'as_owner']).default('as_renter'),
});

/** PUT /api/bookings/{id}/status. A cancellation must say why (spec §4). */
export const statusChangeSchema = z
  .object({
    status: z.enum(REQUESTED_STATUSES, { error: m.statusInvalid }),
    reason: z.string().trim().max(CANCELLATION_REASON_MAX_LENGTH).optional(),
  })
  .refine((value) => value.status !== 'cancelled' || (value.reason ?? '').length > 0, {
    message: m.reasonRequired,
    path: ['reason'],
  });
export type StatusChange = z.output<typeof statusChangeSchema>;

/** GET /api/items/{id}/booked-dates: half-open ranges held by confirmed bookings; no names. */
export interface BookedDates {
  ranges: { from_date: string; to_date: string }[];
}
