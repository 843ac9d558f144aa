import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { TEST_CARD_DECLINED } from '../../src/shared/schemas/payments';
import { book, bookingById, bookingWorld, setupBookingsApp } from './support/bookings';
import {
  lookUpSession,
  openCheckout,
  payLocally,
  sessionStatus,
  storedPayment,
} from './support/payments';
import { paymentCurrency } from './support/places';

const { ctx, clock } = setupBookingsApp();

async function openedCheckout() {
  const world = await bookingWorld(ctx, { price: 25 });
  const booking = await book(ctx.app, world.renter.token, world.item, clock.day(2), clock.day(4));
  const session = await openCheckout(ctx.app, world.renter.token, booking.id);
  return { ...world, booking, session };
}

describe('the local hosted checkout', () => {
  it('pays with 4242: the booking is confirmed and paid, the lookup says so', async () => {
    const { owner, renter, item, booking, session } = await openedCheckout();
    const paid = await payLocally(ctx.app, session.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      redirectUrl: `http://lendwell.test/payment-success?session_id=${session.id}`,
    });

    expect(await sessionStatus(ctx.app, renter.token, session.id)).toEqual({
      id: session.id,
      bookingId: booking.id,
      status: 'paid',
      // The rental ($50) and the 10 % service fee.
      amount: 55,
      currency: paymentCurrency(),
      bookingStatus: 'confirmed',
      paymentStatus: 'paid',
      metadata: {
        itemId: item.id,
        ownerId: owner.id,
        renterId: renter.id,
        fromDate: clock.day(2),
        toDate: clock.day(4),
      },
    });
    expect(await bookingById(ctx.app, owner.token, booking.id)).toMatchObject({
      status: 'confirmed',
      paid: true,
    });
    const stored = await storedPayment(ctx.database.db, session.id);
    expect(stored.payment?.paymentReference).toMatch(/^pi_local_/);
    expect(stored.local).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('declines 4000 0000 0000 0002 (402) and leaves the booking unpaid; another card may follow', async () => {
    const { renter, booking, session } = await openedCheckout();
    const declined = await payLocally(ctx.app, session.id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: inEnglish('payments.cardDeclined'),
      code: 'CARD_DECLINED',
    });
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
    const page = await ctx.app.inject({ url: `/api/payments/local/sessions/${session.id}` });
    expect(page.json().status).toBe('open');
    expect((await sessionStatus(ctx.app, renter.token, session.id)).status).toBe('failed');

    expect((await payLocally(ctx.app, session.id)).statusCode).toBe(200);
    expect((await sessionStatus(ctx.app, renter.token, session.id)).status).toBe('paid');
  });

  it('refuses other card numbers (400) and malformed card details (400)', async () => {
    const { session } = await openedCheckout();
    const unknown = await payLocally(ctx.app, session.id, '5555555555554444');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: inEnglish('payments.cardUnknown'),
      code: 'VALIDATION_ERROR',
      field: 'cardNumber',
    });
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/local/sessions/${session.id}/pay`,
      payload: { cardNumber: '4242', expiry: '13/40', cvc: '1' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('cardNumber');
  });

  it('refuses paying a completed or expired session (409) and unknown ones (404)', async () => {
    const { session } = await openedCheckout();
    await payLocally(ctx.app, session.id);
    const again = await payLocally(ctx.app, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: inEnglish('payments.sessionClosed'),
      code: 'SESSION_CLOSED',
    });

    const other = await openedCheckout();
    clock.advanceDays(1.1);
    expect((await payLocally(ctx.app, other.session.id, TEST_CARD_DECLINED)).statusCode).toBe(409);
    const page = await ctx.app.inject({ url: `/api/payments/local/sessions/${other.session.id}` });
    expect(page.json().status).toBe('expired');
    expect((await sessionStatus(ctx.app, other.renter.token, other.session.id)).status).toBe(
      'expired',
    );

    for (const id of ['cs_local_00000000000000000000000000000000', 'x']) {
      expect((await payLocally(ctx.app, id)).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: `/api/payments/local/sessions/${id}` })).statusCode).toBe(
        404,
      );
    }
  });
});

describe('GET /api/payments/session', () => {
  it('answers the renter only: others 403, unknown 404, signed out 401', async () => {
    const { owner, stranger, session } = await openedCheckout();
    for (const token of [owner.token, stranger.token]) {
      const response = await lookUpSession(ctx.app, token, session.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: inEnglish('payments.onlyRenterSees'),
        code: 'FORBIDDEN',
      });
    }
    const unknown = await lookUpSession(ctx.app, owner.token, 'cs_local_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: inEnglish('payments.sessionNotFound'),
      code: 'NOT_FOUND',
    });
    const signedOut = await ctx.app.inject({
      url: `/api/payments/session?session_id=${session.id}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('reports an open checkout as open and the booking as pending', async () => {
    const { renter, session } = await openedCheckout();
    expect(await sessionStatus(ctx.app, renter.token, session.id)).toMatchObject({
      status: 'open',
      bookingStatus: 'pending',
      paymentStatus: 'unpaid',
    });
  });
});
