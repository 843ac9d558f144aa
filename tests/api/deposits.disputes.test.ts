import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDepositHolds } from '../../src/server/db/schema';
import type { AdminOverview } from '../../src/shared/schemas/admin';
import type { AdminClaim, Claim } from '../../src/shared/schemas/deposits';
import { adminCall, signUpAdmin } from './support/admin';
import { setupBookingsApp } from './support/bookings';
import {
  answerClaim,
  claimInput,
  depositCredits,
  depositOf,
  eventsOf,
  filedClaim,
  paidLocalRental,
  runJobs,
  storedDeposit,
} from './support/deposits';
import { receiptOf } from './support/receipts';

const context = setupBookingsApp();
const { ctx, clock } = context;

async function holdOf(depositId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(localDepositHolds)
    .where(eq(localDepositHolds.depositId, depositId));
  return row;
}

/** A rental over, with the owner's claim of `claimed` dollars disputed by the renter. */
async function disputedClaim(claimed: number) {
  const rental = await paidLocalRental(context, 1, 2);
  clock.advanceDays(2);
  await runJobs(ctx.app);
  const admin = await signUpAdmin(ctx.app, ctx.database.db);
  const claim = await filedClaim(
    ctx.app,
    rental.owner.token,
    rental.booking.id,
    await claimInput(ctx.uploadsDir, claimed),
  );
  const disputed = await answerClaim(ctx.app, rental.renter.token, claim.id, 'dispute', {
    text: 'The scratch was there when I picked it up.',
  });
  expect(disputed.json<{ claim: Claim }>().claim).toMatchObject({ status: 'disputed' });
  await ctx.app.services.outbox.runOnce();
  return { ...rental, admin, claim };
}

function decide(token: string, claimId: string, amount: number, note = 'Judged on the photos.') {
  return adminCall(ctx.app, token, 'POST', `/claims/${claimId}/decide`, { amount, note });
}

describe('a disputed claim with the local provider', () => {
  it('captures the disputed amount at once and refunds what the decision does not award, once', async () => {
    const { owner, renter, booking, admin, claim } = await disputedClaim(150);
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored).toMatchObject({ status: 'dispute_captured', capturedCents: 15_000 });
    expect(await holdOf(stored?.id ?? '')).toMatchObject({
      status: 'captured',
      capturedCents: 15_000,
      refundedCents: 0,
    });
    // Captured pending the decision: the owner is owed nothing yet.
    expect((await depositOf(ctx.app, renter.token, booking.id)).deposit).toMatchObject({
      status: 'dispute_captured',
      captured: 150,
      released: 50,
    });
    expect((await receiptOf(ctx.app, renter.token, booking.id)).deposit).toMatchObject({
      state: 'in_dispute',
    });
    expect(await depositCredits(ctx.database.db, booking.id)).toEqual([]);
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([]);

    // The decision comes after a card hold would have lapsed: the money is already taken.
    clock.advanceDays(8);
    await runJobs(ctx.app);
    const listed = await adminCall(ctx.app, admin.token, 'GET', '/claims?status=disputed');
    expect(listed.json<{ claims: AdminClaim[] }>().claims).toMatchObject([
      { id: claim.id, amount: 150, deposit: 200 },
    ]);
    const disputedClaims = async () =>
      (await adminCall(ctx.app, admin.token, 'GET', '/overview')).json<AdminOverview>()
        .disputedClaims;
    expect(await disputedClaims()).toBe(1);
    const [first, second] = await Promise.all([
      decide(admin.token, claim.id, 50),
      decide(admin.token, claim.id, 50),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await decide(admin.token, claim.id, 150, 'Changed my mind.')).statusCode).toBe(409);
    expect(await disputedClaims()).toBe(0);
    await ctx.app.services.outbox.runOnce();
    await ctx.app.services.outbox.runOnce();

    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({
      status: 'refunded',
      capturedCents: 5_000,
    });
    expect(await holdOf(stored?.id ?? '')).toMatchObject({
      capturedCents: 15_000,
      refundedCents: 10_000,
    });
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([
      {
        bookingId: booking.id,
        ownerId: owner.id,
        renterId: renter.id,
        claimId: claim.id,
        amountCents: 5_000,
      },
    ]);
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.released')).toEqual([
      { bookingId: booking.id, amountCents: 5_000 },
      { bookingId: booking.id, amountCents: 10_000 },
    ]);
    expect(await depositCredits(ctx.database.db, booking.id)).toEqual([
      { userId: owner.id, amountCents: 5_000 },
    ]);
    expect((await depositOf(ctx.app, owner.token, booking.id)).deposit).toMatchObject({
      status: 'refunded',
      captured: 50,
      released: 150,
    });
    // The receipt's words follow the decision, no longer "released after the rental".
    expect((await receiptOf(ctx.app, renter.token, booking.id)).deposit).toEqual({
      held: 200,
      captured: 50,
      released: 150,
      state: 'part_captured',
    });
  });

  it('refunds all that was captured when the administrator awards nothing', async () => {
    const { owner, booking, admin, claim } = await disputedClaim(80);
    expect((await decide(admin.token, claim.id, 0, 'No damage on the photos.')).statusCode).toBe(
      200,
    );
    await ctx.app.services.outbox.runOnce();
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored).toMatchObject({ status: 'refunded', capturedCents: null });
    expect(await holdOf(stored?.id ?? '')).toMatchObject({
      capturedCents: 8_000,
      refundedCents: 8_000,
    });
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([]);
    expect(await depositCredits(ctx.database.db, booking.id)).toEqual([]);
    expect((await depositOf(ctx.app, owner.token, booking.id)).deposit).toMatchObject({
      captured: 0,
      released: 200,
    });
  });

  it('refunds nothing when the administrator awards the whole claim', async () => {
    const { owner, booking, admin, claim } = await disputedClaim(80);
    expect((await decide(admin.token, claim.id, 80)).statusCode).toBe(200);
    await ctx.app.services.outbox.runOnce();
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored).toMatchObject({ status: 'captured', capturedCents: 8_000 });
    expect(await holdOf(stored?.id ?? '')).toMatchObject({ refundedCents: 0 });
    expect(await depositCredits(ctx.database.db, booking.id)).toEqual([
      { userId: owner.id, amountCents: 8_000 },
    ]);
  });
});
