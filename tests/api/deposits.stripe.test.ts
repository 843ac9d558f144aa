import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { createStripePaymentProvider } from '../../src/server/payments/stripe';
import { asCents } from '../../src/shared/money';
import { adminCall, signUpAdmin } from './support/admin';
import { setStatus } from './support/bookings';
import {
  answerClaim,
  claimInput,
  confirmedRental,
  depositCredits,
  eventsOf,
  filedClaim,
  runJobs,
  storedDeposit,
} from './support/deposits';
import { openCheckout, sessionStatus } from './support/payments';
import { setupStripeBookingsApp } from './support/stripeApp';
import { fakeStripeOptions } from './support/stripeWebhooks';

const context = await setupStripeBookingsApp();
const { ctx, clock, fake } = context;

/** A confirmed rental paid on Stripe's (fake) hosted page. */
async function paidStripeRental(fromDay: number, toDay: number) {
  const rental = await confirmedRental(context, fromDay, toDay);
  const session = await openCheckout(ctx.app, rental.renter.token, rental.booking.id);
  fake.complete(session.id);
  expect((await sessionStatus(ctx.app, rental.renter.token, session.id)).status).toBe('paid');
  await ctx.app.services.outbox.runOnce();
  const deposit = await storedDeposit(ctx.database.db, rental.booking.id);
  const intent = fake.intents.get(deposit?.providerReference ?? '');
  if (!deposit || !intent) throw new Error('no deposit PaymentIntent was created');
  return { ...rental, session, deposit, intent };
}

const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path);

/** Deliveries a failed attempt postponed are due again now. */
async function retryDue(bookingId: string) {
  await ctx.database.db
    .update(outboxEvents)
    .set({ availableAt: clock.now() })
    .where(eq(outboxEvents.bookingId, bookingId));
  await ctx.app.services.outbox.runOnce();
}

/** A rental over whose $`claimed` claim the renter disputes. */
async function disputedStripeClaim(claimed: number) {
  const rental = await paidStripeRental(1, 2);
  clock.advanceDays(2);
  await runJobs(ctx.app);
  const claim = await filedClaim(
    ctx.app,
    rental.owner.token,
    rental.booking.id,
    await claimInput(ctx.uploadsDir, claimed),
  );
  const admin = await signUpAdmin(ctx.app, ctx.database.db);
  return { ...rental, claim, admin };
}

const decide = (token: string, claimId: string, amount: number) =>
  adminCall(ctx.app, token, 'POST', `/claims/${claimId}/decide`, { amount, note: 'Judged.' });

describe('security deposits on Stripe (against a fake Stripe)', () => {
  it('keeps the card at checkout and holds the deposit as an uncaptured PaymentIntent', async () => {
    const { session, deposit, intent } = await paidStripeRental(1, 2);
    const checkout = requestsTo('/v1/checkout/sessions').at(-1);
    expect(checkout?.form).toMatchObject({
      customer_creation: 'always',
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
    const number = session.id.replace('cs_test_', '');
    expect(intent).toMatchObject({
      amount: 20_000,
      capture_method: 'manual',
      status: 'requires_capture',
      customer: `cus_test_${number}`,
      payment_method: `pm_test_${number}`,
      metadata: { depositId: deposit.id },
    });
    const created = requestsTo('/v1/payment_intents').at(-1);
    expect(created?.form).toMatchObject({ confirm: 'true', off_session: 'true' });
    expect(created?.idempotencyKey).toBe(`deposit-hold-${deposit.id}`);
    expect(deposit).toMatchObject({ status: 'held', mode: 'hold' });
  });

  it('captures exactly the accepted amount, once, however often the settlement is replayed', async () => {
    const { owner, renter, booking, intent } = await paidStripeRental(1, 2);
    clock.advanceDays(2);
    await runJobs(ctx.app);
    const claim = await filedClaim(
      ctx.app,
      owner.token,
      booking.id,
      await claimInput(ctx.uploadsDir, 80),
    );
    expect((await answerClaim(ctx.app, renter.token, claim.id, 'accept')).statusCode).toBe(200);
    await ctx.app.services.outbox.runOnce();
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 8_000 });
    const captures = requestsTo(`/v1/payment_intents/${intent.id}/capture`);
    expect(captures.map((request) => request.form)).toEqual([{ amount_to_capture: '8000' }]);

    // A delivery repeated after a crash finds the deposit settled and asks Stripe nothing.
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored).toMatchObject({ status: 'captured', capturedCents: 8_000 });
    const before = fake.requests.length;
    await ctx.app.services.deposits.settle({
      id: 'replayed',
      type: 'deposit.settle',
      bookingId: booking.id,
      actorId: null,
      actorRole: 'system',
      payload: { depositId: stored?.id },
      createdAt: new Date(),
      availableAt: new Date(),
      deliveredAt: null,
      deadAt: null,
      discardedAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(fake.requests.length).toBe(before);
    // A capture retried after a lost answer carries the same key: Stripe captures nothing more.
    const provider = createStripePaymentProvider(fakeStripeOptions(fake.port));
    const hold = { reference: intent.id, mode: 'hold' as const, amountCents: asCents(20_000) };
    await provider.captureDeposit(hold, asCents(8_000));
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 8_000 });
    const keys = requestsTo(`/v1/payment_intents/${intent.id}/capture`).map(
      (request) => request.idempotencyKey,
    );
    expect(new Set(keys)).toEqual(new Set([`deposit-capture-${intent.id}`]));
  });

  it('credits the owner only once Stripe has captured the money', async () => {
    const { owner, renter, booking, intent } = await paidStripeRental(1, 2);
    clock.advanceDays(2);
    await runJobs(ctx.app);
    const claim = await filedClaim(
      ctx.app,
      owner.token,
      booking.id,
      await claimInput(ctx.uploadsDir, 80),
    );
    fake.failWith(500);
    try {
      expect((await answerClaim(ctx.app, renter.token, claim.id, 'accept')).statusCode).toBe(200);
      await ctx.app.services.outbox.runOnce();
      expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
        status: 'capture_pending',
      });
      expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([]);
    } finally {
      fake.failWith(undefined);
    }
    // The settlement is retried once Stripe answers again; then, and only then, the owner is owed.
    await ctx.database.db
      .update(outboxEvents)
      .set({ availableAt: clock.now() })
      .where(eq(outboxEvents.bookingId, booking.id));
    await ctx.app.services.outbox.runOnce();
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 8_000 });
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({ status: 'captured' });
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([
      {
        bookingId: booking.id,
        ownerId: owner.id,
        renterId: renter.id,
        claimId: claim.id,
        amountCents: 8_000,
      },
    ]);
  });

  it('cancels the hold on release', async () => {
    const { owner, booking, intent } = await paidStripeRental(1, 2);
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'Lens broke.');
    await ctx.app.services.outbox.runOnce();
    expect(intent.status).toBe('canceled');
    expect(requestsTo(`/v1/payment_intents/${intent.id}/cancel`)).toHaveLength(1);
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({ status: 'released' });
  });

  it('charges a deposit a hold would not outlast, and refunds the rest of a claim', async () => {
    const { owner, renter, booking, intent } = await paidStripeRental(10, 12);
    expect(intent).toMatchObject({ capture_method: 'automatic', status: 'succeeded' });
    clock.advanceDays(12);
    await runJobs(ctx.app);
    const claim = await filedClaim(
      ctx.app,
      owner.token,
      booking.id,
      await claimInput(ctx.uploadsDir, 80),
    );
    await answerClaim(ctx.app, renter.token, claim.id, 'accept');
    await ctx.app.services.outbox.runOnce();
    const refunds = requestsTo('/v1/refunds').filter(
      (request) => request.form.payment_intent === intent.id,
    );
    expect(refunds.map((request) => request.form.amount)).toEqual(['12000']);
    expect(intent.amount_refunded).toBe(12_000);
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
      status: 'captured',
      capturedCents: 8_000,
    });
  });

  it('refunds a charged deposit whole when it is released', async () => {
    const { booking, intent } = await paidStripeRental(10, 12);
    clock.advanceDays(15);
    await runJobs(ctx.app);
    await ctx.app.services.outbox.runOnce();
    expect(intent.amount_refunded).toBe(20_000);
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({ status: 'released' });
  });
});

describe('a disputed claim on Stripe (against a fake Stripe)', () => {
  it('captures the disputed amount when disputed and refunds part of it on the decision', async () => {
    const { owner, renter, booking, intent, claim, admin } = await disputedStripeClaim(150);
    expect((await answerClaim(ctx.app, renter.token, claim.id, 'dispute')).statusCode).toBe(200);
    await ctx.app.services.outbox.runOnce();
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 15_000 });
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
      status: 'dispute_captured',
    });
    expect(await depositCredits(ctx.database.db, booking.id)).toEqual([]);

    clock.advanceDays(9);
    expect((await decide(admin.token, claim.id, 50)).statusCode).toBe(200);
    expect((await decide(admin.token, claim.id, 50)).statusCode).toBe(409);
    await ctx.app.services.outbox.runOnce();
    const refunds = requestsTo('/v1/refunds').filter(
      (request) => request.form.payment_intent === intent.id,
    );
    expect(refunds.map((request) => [request.form.amount, request.idempotencyKey])).toEqual([
      ['10000', `deposit-award-${intent.id}`],
    ]);
    expect(intent.amount_refunded).toBe(10_000);
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
      status: 'refunded',
      capturedCents: 5_000,
    });
    expect(await depositCredits(ctx.database.db, booking.id)).toEqual([
      { userId: owner.id, amountCents: 5_000 },
    ]);
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([
      {
        bookingId: booking.id,
        ownerId: owner.id,
        renterId: renter.id,
        claimId: claim.id,
        amountCents: 5_000,
      },
    ]);
  });

  it('retries the capture and the refund while Stripe fails, crediting the owner once after', async () => {
    const { owner, renter, booking, intent, claim, admin } = await disputedStripeClaim(120);
    fake.failWith(500);
    try {
      expect((await answerClaim(ctx.app, renter.token, claim.id, 'dispute')).statusCode).toBe(200);
      await ctx.app.services.outbox.runOnce();
      expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
        status: 'dispute_capture_pending',
      });
      // Decided while the capture is still to be made: applied once Stripe has taken the money.
      expect((await decide(admin.token, claim.id, 20)).statusCode).toBe(200);
      await retryDue(booking.id);
      expect(intent.status).toBe('requires_capture');
      expect(await depositCredits(ctx.database.db, booking.id)).toEqual([]);
    } finally {
      fake.failWith(undefined);
    }
    await retryDue(booking.id);
    await retryDue(booking.id);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 12_000,
      amount_refunded: 10_000,
    });
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
      status: 'refunded',
      capturedCents: 2_000,
    });
    expect(await depositCredits(ctx.database.db, booking.id)).toEqual([
      { userId: owner.id, amountCents: 2_000 },
    ]);
    // Everything delivered again moves no more money.
    await retryDue(booking.id);
    expect(intent.amount_refunded).toBe(10_000);
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toHaveLength(1);
  });
});

describe('a deposit the card declines on Stripe (against a fake Stripe)', () => {
  /** A confirmed rental paid on the hosted page; the deposit's delivery is left to the test. */
  async function paidRental() {
    const rental = await confirmedRental(context, 3, 5);
    const session = await openCheckout(ctx.app, rental.renter.token, rental.booking.id);
    fake.complete(session.id);
    return { ...rental, session };
  }

  it('keeps retrying while Stripe is down, and fails the deposit on a card error', async () => {
    const { owner, renter, booking, session } = await paidRental();
    fake.failOffSession(500);
    try {
      expect((await sessionStatus(ctx.app, renter.token, session.id)).status).toBe('paid');
      await ctx.app.services.outbox.runOnce();
      // Stripe failing decides nothing: still to be held, asked again later.
      expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('to_hold');
      await retryDue(booking.id);
      expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('to_hold');
    } finally {
      fake.failOffSession(undefined);
    }
    fake.declineOffSession('insufficient_funds');
    try {
      await retryDue(booking.id);
    } finally {
      fake.declineOffSession(undefined);
    }
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
      status: 'failed',
      providerReference: null,
    });
    const [settle] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.bookingId, booking.id))
      .then((rows) => rows.filter((row) => row.type === 'deposit.settle'));
    expect(settle?.deliveredAt).not.toBeNull();
    const holds = requestsTo('/v1/payment_intents').filter(
      (request) => request.form['metadata[depositId]'] !== undefined,
    );
    expect(holds.at(-1)?.form).toMatchObject({ off_session: 'true', confirm: 'true' });
    const seen = await ctx.app.inject({
      url: `/api/bookings/${booking.id}/deposit`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(seen.json()).toMatchObject({ deposit: { status: 'failed', canKeepWithout: true } });
  });

  it('refunds the rental in full when the owner cancels it after the decline', async () => {
    const { owner, renter, booking, session } = await paidRental();
    fake.declineOffSession('card_declined');
    try {
      expect((await sessionStatus(ctx.app, renter.token, session.id)).status).toBe('paid');
      await ctx.app.services.outbox.runOnce();
    } finally {
      fake.declineOffSession(undefined);
    }
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('failed');
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'No deposit, no rental.');
    await ctx.app.services.outbox.runOnce();
    const rentalIntent = fake.intents.get(`pi_test_${session.id.replace('cs_test_', '')}`);
    expect(rentalIntent?.amount_refunded).toBe(rentalIntent?.amount_received);
    const refunds = requestsTo('/v1/refunds').filter(
      (request) => request.form.payment_intent === rentalIntent?.id,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.amount ?? String(rentalIntent?.amount_received)).toBe(
      String(rentalIntent?.amount_received),
    );
  });
});
