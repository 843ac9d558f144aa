import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents, payouts } from '../../src/server/db/schema';
import { PAYOUT_REQUESTED_EVENT } from '../../src/server/features/ledger';
import { adminCall, signUpAdmin } from './support/admin';
import { book, bookingWorld, setStatus } from './support/bookings';
import { earningsOf, ledgerTotal, moneyOutsideLedger, requestPayout } from './support/ledger';
import { openCheckout, sessionStatus } from './support/payments';
import { setupStripeBookingsApp } from './support/stripeApp';
import { bearer } from './support/users';

const { ctx, clock, fake } = await setupStripeBookingsApp();

function connect(token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payouts/stripe-account',
    headers: bearer(token),
  });
}

/** An owner connected to Stripe whose $100 × 3 days rental, paid through Stripe, is available. */
async function connectedOwnerWithEarnings() {
  const world = await bookingWorld(ctx, { price: 100 });
  const linked = await connect(world.owner.token);
  expect(linked.statusCode).toBe(200);
  const accountId = [...fake.accounts.values()].find(
    (account) => account.metadata.userId === world.owner.id,
  )?.id;
  if (!accountId) throw new Error('no Stripe account was created');
  fake.enablePayouts(accountId);
  const booking = await book(ctx.app, world.renter.token, world.item, clock.day(2), clock.day(5));
  await setStatus(ctx.app, world.owner.token, booking.id, 'confirmed');
  const session = await openCheckout(ctx.app, world.renter.token, booking.id);
  fake.complete(session.id);
  expect((await sessionStatus(ctx.app, world.renter.token, session.id)).status).toBe('paid');
  clock.advanceDays(7);
  await ctx.app.services.bookings.sweep();
  return { ...world, accountId };
}

describe('payouts through Stripe Connect (against a fake Stripe)', () => {
  it('refuses onboarding signed out (401)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/payouts/stripe-account' });
    expect(response.statusCode).toBe(401);
  });

  it('creates an Express account once and sends the owner to its onboarding, back to Earnings', async () => {
    const { owner } = await bookingWorld(ctx);
    const first = await connect(owner.token);
    expect(first.statusCode).toBe(200);
    const created = fake.requests.filter((request) => request.path === '/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0]?.form).toMatchObject({
      type: 'express',
      'capabilities[transfers][requested]': 'true',
      'metadata[userId]': owner.id,
    });
    const accountId = [...fake.accounts.values()].at(-1)?.id;
    expect(first.json()).toEqual({ url: `https://connect.stripe.test/setup/e/${accountId}` });
    expect(fake.requests.findLast((r) => r.path === '/v1/account_links')?.form).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'https://lendwell.example/earnings?stripe=return',
      refresh_url: 'https://lendwell.example/earnings?stripe=refresh',
    });
    // Coming back for another link reuses the account.
    expect((await connect(owner.token)).statusCode).toBe(200);
    expect(fake.requests.filter((request) => request.path === '/v1/accounts')).toHaveLength(1);
  });

  it('refuses a payout until Stripe lets the account receive transfers (409)', async () => {
    const { owner } = await bookingWorld(ctx);
    expect((await earningsOf(ctx.app, owner.token)).stripe_account).toEqual({
      connected: false,
      payouts_enabled: false,
    });
    const unconnected = await requestPayout(ctx.app, owner.token);
    expect(unconnected.statusCode).toBe(409);
    expect(unconnected.json().code).toBe('PAYOUT_ACCOUNT_MISSING');
    await connect(owner.token);
    expect((await earningsOf(ctx.app, owner.token)).stripe_account).toEqual({
      connected: true,
      payouts_enabled: false,
    });
    expect((await requestPayout(ctx.app, owner.token)).statusCode).toBe(409);
  });

  it('transfers the available balance once, with the payout as idempotency key', async () => {
    const { owner, accountId } = await connectedOwnerWithEarnings();
    expect(await earningsOf(ctx.app, owner.token)).toMatchObject({
      available: 285,
      stripe_account: { connected: true, payouts_enabled: true },
      payout_method: 'stripe',
    });
    const response = await requestPayout(ctx.app, owner.token);
    expect(response.statusCode).toBe(201);
    const { payout } = response.json<{ payout: { id: string } }>();
    expect(payout).toMatchObject({ amount: 285, method: 'stripe', status: 'paid' });
    const transfer = fake.requests.findLast((request) => request.path === '/v1/transfers');
    expect(transfer).toMatchObject({
      idempotencyKey: `payout-${payout.id}`,
      form: expect.objectContaining({
        amount: '28500',
        currency: 'usd',
        destination: accountId,
        'metadata[payoutId]': payout.id,
      }),
    });
    const [stored] = await ctx.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored?.transferId).toMatch(/^tr_test_/);

    // The event delivered again moves nothing: the payout is paid already.
    const [event] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, PAYOUT_REQUESTED_EVENT));
    if (!event) throw new Error('no payout event');
    const before = fake.requests.length;
    await ctx.app.services.ledger.onPayoutRequested(event);
    expect(fake.requests.length).toBe(before);
    const money = await moneyOutsideLedger(ctx.database.db);
    expect(await ledgerTotal(ctx.database.db)).toBe(
      money.chargedCents - money.refundedCents - money.paidOutCents,
    );
  });

  it('retries a transfer Stripe failed, and the retry makes one transfer', async () => {
    const { owner } = await connectedOwnerWithEarnings();
    fake.failWith(500);
    // Whether the account may receive transfers is not known yet: nothing is decided.
    const unknown = await requestPayout(ctx.app, owner.token);
    expect(unknown.statusCode).toBe(503);
    fake.failWith(undefined);
    expect(await earningsOf(ctx.app, owner.token)).toMatchObject({ available: 285 });
    fake.failWith(500);
    const response = await requestPayout(ctx.app, owner.token);
    fake.failWith(undefined);
    expect(response.statusCode).toBe(201);
    const { payout } = response.json<{ payout: { id: string } }>();
    expect(payout).toMatchObject({ status: 'requested' });
    // The debit stands: the money is on its way, not available twice.
    expect(await earningsOf(ctx.app, owner.token)).toMatchObject({ available: 0 });
    clock.advanceMinutes(10);
    await ctx.app.services.outbox.runOnce();
    const [stored] = await ctx.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(stored?.status).toBe('paid');
    expect(
      fake.transfers().filter((transfer) => transfer.metadata.payoutId === payout.id),
    ).toHaveLength(1);
    // Stripe pays it: an administrator has nothing to mark.
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const marked = await adminCall(ctx.app, admin.token, 'POST', `/payouts/${payout.id}/paid`, {});
    expect(marked.statusCode).toBe(409);
    expect(marked.json().code).toBe('PAID_BY_STRIPE');
  });
});
