import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments } from '../../src/server/db/schema';
import { toCents } from '../../src/shared/money';
import { pendingBookingWorld } from './support/bookings';
import { openCheckout } from './support/payments';
import { setupStripeBookingsApp } from './support/stripeApp';

const app = await setupStripeBookingsApp();
const { ctx, clock, fake } = app;

const pendingBooking = () => pendingBookingWorld(app, { price: 35 });

/** What the server asked of Stripe about this booking's sessions, in order. */
function callsFor(bookingId: string) {
  const ours = new Set(
    [...fake.sessions.values()]
      .filter((session) => session.metadata.bookingId === bookingId)
      .map((session) => session.id),
  );
  return fake.requests
    .filter(
      (request) =>
        request.form['metadata[bookingId]'] === bookingId ||
        [...ours].some((id) => request.path.startsWith(`/v1/checkout/sessions/${id}`)),
    )
    .map((request) => `${request.method} ${request.path}`);
}

describe('one open checkout per booking (Stripe)', () => {
  it('hands out the open Stripe session again without creating another', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    expect(await openCheckout(ctx.app, renter.token, booking.id)).toEqual(first);
    expect(callsFor(booking.id)).toEqual([
      'POST /v1/checkout/sessions',
      `GET /v1/checkout/sessions/${first.id}`,
    ]);
  });

  it('creates one session when two requests race for one booking', async () => {
    const { renter, booking } = await pendingBooking();
    const [one, two] = await Promise.all([
      openCheckout(ctx.app, renter.token, booking.id),
      openCheckout(ctx.app, renter.token, booking.id),
    ]);
    expect(one).toEqual(two);
    expect(callsFor(booking.id).filter((call) => call === 'POST /v1/checkout/sessions')).toEqual([
      'POST /v1/checkout/sessions',
    ]);
  });

  it('expires the old session at Stripe before creating one for a changed amount', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    await ctx.database.db
      .update(bookings)
      .set({ totalCents: toCents(120), serviceFeeCents: toCents(12) })
      .where(eq(bookings.id, booking.id));
    const second = await openCheckout(ctx.app, renter.token, booking.id);
    expect(second.id).not.toBe(first.id);
    expect(callsFor(booking.id)).toEqual([
      'POST /v1/checkout/sessions',
      `POST /v1/checkout/sessions/${first.id}/expire`,
      'POST /v1/checkout/sessions',
    ]);
    expect(fake.sessions.get(first.id)?.status).toBe('expired');
    expect(fake.sessions.get(second.id)?.amount_total).toBe(13200);
    const rows = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(rows.map((row) => [row.sessionId, row.status]).sort()).toEqual(
      [
        [first.id, 'expired'],
        [second.id, 'open'],
      ].sort(),
    );
  });

  it('replaces a session that closes within the hour', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    clock.advanceMinutes(23 * 60 + 10);
    const second = await openCheckout(ctx.app, renter.token, booking.id);
    expect(second.id).not.toBe(first.id);
    expect(fake.sessions.get(first.id)?.status).toBe('expired');
  });

  it('settles a session paid before the webhook came instead of replacing it (409)', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    fake.complete(first.id);
    clock.advanceMinutes(23 * 60 + 10);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { authorization: `Bearer ${renter.token}` },
      payload: { bookingId: booking.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
    expect(callsFor(booking.id).filter((call) => call === 'POST /v1/checkout/sessions')).toEqual([
      'POST /v1/checkout/sessions',
    ]);
  });
});
