import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { outboxEvents, type PaymentRow, payments } from '../../src/server/db/schema';
import { book, bookingById, bookingWorld, setupBookingsApp } from './support/bookings';
import { type FakeCheckoutSession, startFakeStripe } from './support/fakeStripe';
import { lookUpSession, openCheckout, storedPayment } from './support/payments';
import { fakeStripeOptions, postStripeWebhook } from './support/stripeWebhooks';

/** A payment row id that a session names but the database never had (say, restored from backup). */
const LOST_PAYMENT_ID = '00000000-0000-4000-8000-00000000dead';

/** The booking's payment rows as they were while Stripe was creating each session. */
const rowsWhileCreating: PaymentRow[][] = [];
const fake = await startFakeStripe({
  async beforeCreatingSession(form) {
    const bookingId = form['metadata[bookingId]'] ?? '';
    rowsWhileCreating.push(
      await ctx.database.db.select().from(payments).where(eq(payments.bookingId, bookingId)),
    );
  },
});
afterAll(() => fake.close());
const { ctx, clock } = setupBookingsApp({
  publicUrl: 'https://lendwell.example/',
  stripe: fakeStripeOptions(fake.port),
});

async function stripeCheckout() {
  const world = await bookingWorld(ctx, { price: 35 });
  const booking = await book(ctx.app, world.renter.token, world.item, clock.day(2), clock.day(5));
  const session = await openCheckout(ctx.app, world.renter.token, booking.id);
  return { ...world, booking, session };
}

describe('payment rows and provider sessions', () => {
  it('commits the payment row before the provider creates the session', async () => {
    rowsWhileCreating.length = 0;
    const { session } = await stripeCheckout();
    const sent = fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    expect(rowsWhileCreating).toHaveLength(1);
    const [row] = rowsWhileCreating[0] ?? [];
    expect(row).toMatchObject({ status: 'open', sessionId: expect.stringMatching(/^reserved_/) });
    expect(sent?.form['metadata[paymentId]']).toBe(row?.id);
    expect((await storedPayment(ctx.database.db, session.id)).payment?.id).toBe(row?.id);
  });

  it('finds the row by the id the session carries, even before the session id is filled in', async () => {
    const { renter, booking, session } = await stripeCheckout();
    await ctx.database.db
      .update(payments)
      .set({ sessionId: 'reserved_not_filled_in' })
      .where(eq(payments.sessionId, session.id));
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.completed', fake.complete(session.id)))
        .statusCode,
    ).toBe(200);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect((await storedPayment(ctx.database.db, session.id)).payment?.status).toBe('paid');
  });

  it('logs a paid session it opened but does not know and refunds it through the provider', async () => {
    const logError = vi.spyOn(ctx.app.log, 'error');
    const unknown: FakeCheckoutSession = {
      id: 'cs_test_nobody_knows',
      object: 'checkout.session',
      url: 'https://checkout.stripe.test/c/pay/cs_test_nobody_knows',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_nobody_knows',
      amount_total: 5000,
      currency: 'usd',
      expires_at: 1_900_000_000,
      client_reference_id: null,
      metadata: { paymentId: LOST_PAYMENT_ID },
    };
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.completed', unknown)).statusCode,
    ).toBe(200);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: unknown.id, paymentReference: unknown.payment_intent }),
      expect.stringContaining('does not know'),
    );
    const refunds = fake.requests.filter(
      (request) =>
        request.path === '/v1/refunds' && request.form.payment_intent === unknown.payment_intent,
    );
    expect(refunds.map((request) => request.form)).toEqual([
      { payment_intent: 'pi_test_nobody_knows' },
    ]);
    const [event] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'payment.unknown_session_paid'));
    expect(event?.deliveredAt).toBeInstanceOf(Date);
    logError.mockRestore();
  });

  it('leaves alone, but logs, a paid session that another integration opened', async () => {
    const logError = vi.spyOn(ctx.app.log, 'error');
    const foreign: FakeCheckoutSession = {
      id: 'cs_test_payment_link',
      object: 'checkout.session',
      url: 'https://checkout.stripe.test/c/pay/cs_test_payment_link',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_payment_link',
      amount_total: 4200,
      currency: 'usd',
      expires_at: 1_900_000_000,
      client_reference_id: null,
      metadata: {},
    };
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.completed', foreign)).statusCode,
    ).toBe(200);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: foreign.id }),
      expect.stringContaining('did not open'),
    );
    expect(
      fake.requests.filter((request) => request.form.payment_intent === foreign.payment_intent),
    ).toEqual([]);
    logError.mockRestore();
  });

  it('refunds a paid session it opened but does not know when its renter looks it up', async () => {
    const { renter, owner } = await bookingWorld(ctx);
    const logError = vi.spyOn(ctx.app.log, 'error');
    fake.sessions.set('cs_test_stray', {
      id: 'cs_test_stray',
      object: 'checkout.session',
      url: 'https://checkout.stripe.test/c/pay/cs_test_stray',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: 2500,
      currency: 'usd',
      expires_at: 1_900_000_000,
      client_reference_id: null,
      metadata: { paymentId: LOST_PAYMENT_ID, renterId: renter.id },
    });
    const paid = fake.complete('cs_test_stray');
    // Someone else looking it up changes nothing.
    expect((await lookUpSession(ctx.app, owner.token, paid.id)).statusCode).toBe(404);
    expect(
      fake.requests.filter((request) => request.form.payment_intent === paid.payment_intent),
    ).toEqual([]);
    expect((await lookUpSession(ctx.app, renter.token, paid.id)).statusCode).toBe(404);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: paid.id }),
      expect.stringContaining('does not know'),
    );
    const refunds = fake.requests.filter(
      (request) =>
        request.path === '/v1/refunds' && request.form.payment_intent === paid.payment_intent,
    );
    expect(refunds).toHaveLength(1);
    logError.mockRestore();
  });
});
