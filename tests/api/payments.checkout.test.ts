import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import {
  book,
  bookingById,
  pendingBookingWorld,
  setStatus,
  setupBookingsApp,
} from './support/bookings';
import { openCheckout, payLocally, requestCheckout } from './support/payments';
import { paymentCurrency } from './support/places';

const app = setupBookingsApp();
const { ctx, clock } = app;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const pendingBooking = () => pendingBookingWorld(app, { price: 19.99 });

describe('POST /api/payments/create-checkout-session', () => {
  it("opens a local checkout for the renter's pending booking at the server's price", async () => {
    const { renter, item, booking } = await pendingBooking();
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    expect(session.id).toMatch(/^cs_local_[0-9a-f]{32}$/);
    expect(session.url).toBe(`http://lendwell.test/checkout/${session.id}`);

    const page = await ctx.app.inject({ url: `/api/payments/local/sessions/${session.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      id: session.id,
      status: 'open',
      // The rental (3 × $19.99) and the 10 % service fee ($6.00).
      amount: 65.97,
      currency: paymentCurrency(),
      // The item asks for no security deposit: nothing is held beside the payment.
      deposit: null,
      description: `${item.title}, ${formatDateRange(clock.day(2), clock.day(5), SOURCE_LOCALE)}`,
      successUrl: `http://lendwell.test/payment-success?session_id=${session.id}`,
      cancelUrl: 'http://lendwell.test/dashboard?tab=bookings',
    });
  });

  it('lets a confirmed but unpaid booking be paid later', async () => {
    const { owner, renter, booking } = await pendingBooking();
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    await payLocally(ctx.app, session.id);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      paid: true,
    });
  });

  it('refuses the owner and strangers (403)', async () => {
    const { owner, stranger, booking } = await pendingBooking();
    for (const token of [owner.token, stranger.token]) {
      const response = await requestCheckout(ctx.app, token, booking.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: inEnglish('payments.onlyRenterPays'),
        code: 'FORBIDDEN',
      });
    }
  });

  it('refuses rejected, cancelled and already paid bookings (409)', async () => {
    const { owner, renter, item, booking } = await pendingBooking();
    await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    const cancelled = await book(ctx.app, renter.token, item, clock.day(9), clock.day(10));
    await setStatus(ctx.app, renter.token, cancelled.id, 'cancelled', 'Found one elsewhere');
    for (const id of [booking.id, cancelled.id]) {
      const response = await requestCheckout(ctx.app, renter.token, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: inEnglish('payments.notPayable'),
        code: 'NOT_PAYABLE',
      });
    }

    const paid = await book(ctx.app, renter.token, item, clock.day(12), clock.day(13));
    await payLocally(ctx.app, (await openCheckout(ctx.app, renter.token, paid.id)).id);
    const again = await requestCheckout(ctx.app, renter.token, paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: inEnglish('payments.alreadyPaid'),
      code: 'ALREADY_PAID',
    });
  });

  it('answers 404 for unknown or malformed bookings, 400 without one, 401 signed out', async () => {
    const { renter } = await pendingBooking();
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await requestCheckout(ctx.app, renter.token, id);
      expect(response.statusCode).toBe(404);
    }
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { authorization: `Bearer ${renter.token}` },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      payload: { bookingId: UNKNOWN_ID },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
