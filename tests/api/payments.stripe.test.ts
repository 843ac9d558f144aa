import { afterAll, describe, expect, it } from 'vitest';
import { formatDateRange } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import { book, bookingById, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { startFakeStripe } from './support/fakeStripe';
import { openCheckout, sessionStatus, storedPayment } from './support/payments';
import { paymentCurrency } from './support/places';
import { fakeStripeOptions, postStripeWebhook } from './support/stripeWebhooks';
import { bearer } from './support/users';

const fake = await startFakeStripe();
afterAll(() => fake.close());
const { ctx, clock } = setupBookingsApp({
  publicUrl: 'https://lendwell.example/',
  stripe: fakeStripeOptions(fake.port),
});

async function stripeCheckout() {
  const world = await bookingWorld(ctx, { title: 'Pressure Washer', price: 35 });
  const booking = await book(ctx.app, world.renter.token, world.item, clock.day(2), clock.day(5));
  const session = await openCheckout(ctx.app, world.renter.token, booking.id);
  return { ...world, booking, session };
}

describe('Stripe Checkout (against a fake Stripe)', () => {
  it("creates the session with the server's amount, metadata and return URLs", async () => {
    const { owner, renter, item, booking, session } = await stripeCheckout();
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      url: `https://checkout.stripe.test/c/pay/${session.id}`,
    });
    const sent = fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': paymentCurrency(),
      // The rental ($105) and the 10 % service fee.
      'line_items[0][price_data][unit_amount]': '11550',
      'line_items[0][price_data][product_data][name]': `Pressure Washer, ${formatDateRange(clock.day(2), clock.day(5), SOURCE_LOCALE)}`,
      success_url: 'https://lendwell.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://lendwell.example/dashboard?tab=bookings',
      client_reference_id: booking.id,
      'metadata[bookingId]': booking.id,
      'metadata[itemId]': item.id,
      'metadata[ownerId]': owner.id,
      'metadata[renterId]': renter.id,
      'metadata[fromDate]': clock.day(2),
      'metadata[toDate]': clock.day(5),
    });
    expect(
      (await ctx.app.inject({ url: `/api/payments/local/sessions/${session.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses webhooks with a bad or missing signature (400)', async () => {
    const { session } = await stripeCheckout();
    const forged = await postStripeWebhook(
      ctx.app,
      'checkout.session.completed',
      fake.complete(session.id),
      'whsec_other',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: inEnglish('payments.badSignature'),
      code: 'BAD_SIGNATURE',
    });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'checkout.session.completed' }),
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('fulfils checkout.session.completed once, however often it is replayed', async () => {
    const { renter, booking, session } = await stripeCheckout();
    const completed = fake.complete(session.id);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postStripeWebhook(ctx.app, 'checkout.session.completed', completed);
      expect(response.statusCode).toBe(200);
    }
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
    const stored = await storedPayment(ctx.database.db, session.id);
    expect(stored.payment).toMatchObject({
      status: 'paid',
      paymentReference: completed.payment_intent,
    });
    const refunds = fake.requests.filter(
      (request) =>
        request.path === '/v1/refunds' && request.form.payment_intent === completed.payment_intent,
    );
    expect(refunds).toHaveLength(0);
  });

  it('waits for a delayed payment, and a failed one leaves the booking pending and unpaid', async () => {
    const { renter, booking, session } = await stripeCheckout();
    const awaiting = fake.complete(session.id, false);
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.completed', awaiting)).statusCode,
    ).toBe(200);
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.async_payment_failed', awaiting))
        .statusCode,
    ).toBe(200);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect((await storedPayment(ctx.database.db, session.id)).payment?.status).toBe('failed');

    const other = await stripeCheckout();
    const delayed = fake.complete(other.session.id, false);
    await postStripeWebhook(ctx.app, 'checkout.session.completed', delayed);
    expect((await bookingById(ctx.app, other.renter.token, other.booking.id)).status).toBe(
      'pending',
    );
    await postStripeWebhook(ctx.app, 'checkout.session.async_payment_succeeded', delayed);
    expect((await bookingById(ctx.app, other.renter.token, other.booking.id)).status).toBe(
      'confirmed',
    );
  });

  it('answers 200 to event types it does not handle', async () => {
    const { session } = await stripeCheckout();
    const response = await postStripeWebhook(
      ctx.app,
      'checkout.session.expired',
      fake.complete(session.id, false),
    );
    expect(response.statusCode).toBe(200);
  });

  it('settles on the session lookup when the webhook has not come', async () => {
    const { renter, session } = await stripeCheckout();
    expect((await sessionStatus(ctx.app, renter.token, session.id)).status).toBe('open');
    fake.complete(session.id);
    expect(await sessionStatus(ctx.app, renter.token, session.id)).toMatchObject({
      status: 'paid',
      bookingStatus: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('closes the checkout of a request on a deleted listing, and refunds a payment Stripe reports anyway', async () => {
    const { owner, renter, item, booking, session } = await stripeCheckout();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(fake.requests.map((request) => request.path)).toContain(
      `/v1/checkout/sessions/${session.id}/expire`,
    );
    const completed = fake.complete(session.id);
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.completed', completed)).statusCode,
    ).toBe(200);
    const refunds = fake.requests.filter(
      (request) =>
        request.path === '/v1/refunds' && request.form.payment_intent === completed.payment_intent,
    );
    expect(refunds.map((request) => request.form)).toEqual([
      { payment_intent: completed.payment_intent ?? '', amount: '11550' },
    ]);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'rejected',
      payment_status: 'refunded',
    });
  });

  it('refunds through /v1/refunds with the payment intent when the booking was rejected', async () => {
    const { owner, renter, booking, session } = await stripeCheckout();
    await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    const completed = fake.complete(session.id);
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.completed', completed)).statusCode,
    ).toBe(200);
    const refunds = fake.requests.filter(
      (request) =>
        request.path === '/v1/refunds' && request.form.payment_intent === completed.payment_intent,
    );
    expect(refunds.map((request) => request.form)).toEqual([
      { payment_intent: completed.payment_intent ?? '', amount: '11550' },
    ]);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'rejected',
      payment_status: 'refunded',
    });
  });
});
