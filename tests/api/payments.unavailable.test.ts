import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { bookingById, pendingBookingWorld } from './support/bookings';
import { openCheckout, requestCheckout } from './support/payments';
import { setupStripeBookingsApp } from './support/stripeApp';

const app = await setupStripeBookingsApp();
const { ctx, fake } = app;

const unavailable = {
  error: inEnglish('payments.providerUnavailable'),
  code: 'PAYMENT_PROVIDER_UNAVAILABLE',
};

const pendingBooking = () => pendingBookingWorld(app, { price: 35 });

async function paymentRows(bookingId: string) {
  return ctx.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

/** The refusal a renter sees, and that it left the booking as it was, with nothing open. */
async function expectUnavailable(renterToken: string, bookingId: string) {
  const response = await requestCheckout(ctx.app, renterToken, bookingId);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual(unavailable);
  expect(response.headers['retry-after']).toBe('30');
  expect(await bookingById(ctx.app, renterToken, bookingId)).toMatchObject({
    status: 'pending',
    payment_status: 'unpaid',
  });
  const rows = await paymentRows(bookingId);
  expect(rows.filter((row) => row.status === 'open')).toEqual([]);
}

describe('an unreachable payment provider', () => {
  it('answers 503 while Stripe refuses connections, and a retry works once it is back', async () => {
    const { renter, booking } = await pendingBooking();
    await fake.stop();
    try {
      await expectUnavailable(renter.token, booking.id);
      await expectUnavailable(renter.token, booking.id);
    } finally {
      await fake.resume();
    }
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    expect(fake.sessions.get(session.id)?.metadata.bookingId).toBe(booking.id);
    expect((await paymentRows(booking.id)).filter((row) => row.status === 'open')).toMatchObject([
      { sessionId: session.id },
    ]);
  });

  it('answers 503 while Stripe hangs, and a retry works once it answers', async () => {
    const { renter, booking } = await pendingBooking();
    fake.hang();
    try {
      // Only the server's own deadline on the call to Stripe can answer while it hangs.
      await expectUnavailable(renter.token, booking.id);
    } finally {
      await fake.resume();
    }
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    expect(fake.sessions.get(session.id)?.metadata.bookingId).toBe(booking.id);
  });

  it('answers 503 while Stripe answers 500, and a retry works once it is back', async () => {
    const { renter, booking } = await pendingBooking();
    fake.failWith(500);
    try {
      await expectUnavailable(renter.token, booking.id);
    } finally {
      fake.failWith(undefined);
    }
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
  });

  it('keeps the open session when Stripe cannot be asked about it, and hands it out later', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    fake.failWith(503);
    try {
      const response = await requestCheckout(ctx.app, renter.token, booking.id);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    } finally {
      fake.failWith(undefined);
    }
    expect(await openCheckout(ctx.app, renter.token, booking.id)).toEqual(first);
  });

  it('answers 503 on the success page lookup too, and settles once Stripe is back', async () => {
    const { renter, booking } = await pendingBooking();
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    fake.complete(session.id);
    fake.failWith(500);
    try {
      const lookup = await ctx.app.inject({
        url: '/api/payments/session',
        query: { session_id: session.id },
        headers: { authorization: `Bearer ${renter.token}` },
      });
      expect(lookup.statusCode).toBe(503);
      expect(lookup.json()).toEqual(unavailable);
    } finally {
      fake.failWith(undefined);
    }
    const lookup = await ctx.app.inject({
      url: '/api/payments/session',
      query: { session_id: session.id },
      headers: { authorization: `Bearer ${renter.token}` },
    });
    expect(lookup.json()).toMatchObject({ status: 'paid', bookingStatus: 'confirmed' });
  });
});
