import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { AdminAuditLog, AdminOverview } from '../../src/shared/schemas/admin';
import type { AdminPayout, AdminPayoutList } from '../../src/shared/schemas/earnings';
import { adminCall, adminOk, signUpAdmin } from './support/admin';
import { bookingWorld, setupBookingsApp } from './support/bookings';
import {
  balanceOf,
  earningsOf,
  ledgerTotal,
  moneyOutsideLedger,
  paidBooking,
  payoutsOf,
  requestPayout,
} from './support/ledger';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
/** An owner whose $100 × 3 days rental completed and whose $285 are available. */
async function ownerWithEarnings() {
  const world = await bookingWorld(ctx, { price: 100 });
  await paidBooking(ctx.app, world, world.item, clock.day(2), clock.day(5));
  clock.advanceDays(5);
  await ctx.app.services.bookings.sweep();
  return world;
}

describe('payouts with the local provider', () => {
  it('refuses a payout while nothing is available (409), even with earnings pending', async () => {
    const { owner } = await ownerWithEarnings();
    const response = await requestPayout(ctx.app, owner.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NOTHING_AVAILABLE',
      error: inEnglish('earnings.nothingAvailable'),
    });
    expect(await payoutsOf(ctx.app, owner.token)).toEqual([]);
  });

  it('pays out the whole available balance once, and an administrator marks it paid', async () => {
    const { owner } = await ownerWithEarnings();
    clock.advanceDays(2);
    const response = await requestPayout(ctx.app, owner.token);
    expect(response.statusCode).toBe(201);
    const { payout } = response.json<{ payout: { id: string } }>();
    expect(payout).toMatchObject({
      amount: 285,
      method: 'local',
      status: 'requested',
      paid_at: null,
    });
    expect(await earningsOf(ctx.app, owner.token)).toMatchObject({ available: 0, pending: 0 });
    expect((await earningsOf(ctx.app, owner.token)).entries[0]).toMatchObject({
      kind: 'payout',
      amount: -285,
      booking: null,
    });
    expect(await balanceOf(ctx.database.db, 'owner', owner.id)).toBe(0);
    expect((await requestPayout(ctx.app, owner.token)).statusCode).toBe(409);

    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const payoutsDue = async () =>
      (await adminOk<AdminOverview>(ctx.app, admin.token, 'GET', '/overview')).payoutsDue;
    expect(await payoutsDue()).toBe(1);
    const waiting = await adminOk<AdminPayoutList>(ctx.app, admin.token, 'GET', '/payouts');
    expect(waiting.payouts).toEqual([
      expect.objectContaining({
        id: payout.id,
        amount: 285,
        status: 'requested',
        owner: { id: owner.id, name: 'Sam Patel' },
      }),
    ]);
    const first = await adminOk<{ payout: AdminPayout }>(
      ctx.app,
      admin.token,
      'POST',
      `/payouts/${payout.id}/paid`,
      { reason: 'Sent by bank transfer.' },
    );
    expect(first.payout).toMatchObject({ status: 'paid', paidAt: clock.now().toISOString() });
    expect(await payoutsDue()).toBe(0);
    // Marking it again is harmless: the same answer, no second audit entry.
    clock.advanceMinutes(5);
    const again = await adminOk<{ payout: AdminPayout }>(
      ctx.app,
      admin.token,
      'POST',
      `/payouts/${payout.id}/paid`,
      { reason: 'Sent by bank transfer.' },
    );
    expect(again.payout).toEqual(first.payout);
    const audit = await adminOk<AdminAuditLog>(ctx.app, admin.token, 'GET', '/audit-log');
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'payout.mark_paid',
        targetType: 'payout',
        targetId: payout.id,
        targetLabel: '$285.00 payout to Sam Patel',
        reason: 'Sent by bank transfer.',
      }),
    ]);
    expect(await payoutsOf(ctx.app, owner.token)).toEqual([
      expect.objectContaining({ id: payout.id, status: 'paid' }),
    ]);
    const money = await moneyOutsideLedger(ctx.database.db);
    expect(await ledgerTotal(ctx.database.db)).toBe(
      money.chargedCents - money.refundedCents - money.paidOutCents,
    );
  });

  it('pays one balance once when two requests race', async () => {
    const { owner } = await ownerWithEarnings();
    clock.advanceDays(2);
    const answers = await Promise.all([
      requestPayout(ctx.app, owner.token),
      requestPayout(ctx.app, owner.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(ctx.database.db, 'owner', owner.id)).toBe(0);
  });

  it('has no Stripe onboarding without Stripe', async () => {
    const { owner } = await bookingWorld(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payouts/stripe-account',
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('answers 401 signed out, before anything is validated', async () => {
    for (const [method, url] of [
      ['GET', '/api/earnings'],
      ['GET', '/api/payouts'],
      ['POST', '/api/payouts'],
      ['GET', '/api/admin/payouts?page=0'],
      ['POST', '/api/admin/payouts/not-an-id/paid'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to a person who is not an administrator', async () => {
    const { owner } = await bookingWorld(ctx);
    expect((await adminCall(ctx.app, owner.token, 'GET', '/payouts')).statusCode).toBe(403);
    const mark = await adminCall(
      ctx.app,
      owner.token,
      'POST',
      '/payouts/7f0c1b9e-2f39-4c55-9a57-7d9f1ab2c001/paid',
      {},
    );
    expect(mark.statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed payout, 400 for a bad list query', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    for (const id of ['7f0c1b9e-2f39-4c55-9a57-7d9f1ab2c001', 'not-an-id']) {
      const response = await adminCall(ctx.app, admin.token, 'POST', `/payouts/${id}/paid`, {});
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(inEnglish('admin.payoutNotFound'));
    }
    expect((await adminCall(ctx.app, admin.token, 'GET', '/payouts?status=lost')).statusCode).toBe(
      400,
    );
    expect((await adminCall(ctx.app, admin.token, 'GET', '/payouts?page=0')).statusCode).toBe(400);
  });
});
