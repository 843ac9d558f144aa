import type { App } from '../../../src/server/app';
import type { Receipt } from '../../../src/shared/schemas/receipts';
import { type BookingsContext, pendingBookingWorld } from './bookings';
import { openCheckout, payLocally } from './payments';
import { bearer } from './users';

export function requestReceipt(app: App, token: string | undefined, bookingId: string) {
  return app.inject({
    url: `/api/bookings/${bookingId}/receipt`,
    headers: token ? bearer(token) : {},
  });
}

/** Reads a receipt through the API; fails the test unless it is there (200). */
export async function receiptOf(app: App, token: string, bookingId: string): Promise<Receipt> {
  const response = await requestReceipt(app, token, bookingId);
  if (response.statusCode !== 200) {
    throw new Error(`reading the receipt failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ receipt: Receipt }>().receipt;
}

/** Pays a booking through the local checkout; fails the test unless the card is taken. */
export async function payBooking(app: App, token: string, bookingId: string): Promise<string> {
  const session = await openCheckout(app, token, bookingId);
  const paid = await payLocally(app, session.id);
  if (paid.statusCode !== 200) {
    throw new Error(`paying failed with ${paid.statusCode}: ${paid.body}`);
  }
  return session.id;
}

/** The booking world with the renter's request from `fromDay` to `toDay` paid (and confirmed). */
export async function paidBookingWorld(
  context: BookingsContext,
  item: { price?: number; deposit?: number } = {},
  fromDay = 10,
  toDay = 13,
) {
  const world = await pendingBookingWorld(context, { price: 20, ...item }, fromDay, toDay);
  const sessionId = await payBooking(context.ctx.app, world.renter.token, world.booking.id);
  return { ...world, sessionId };
}
