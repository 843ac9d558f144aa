import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../../src/shared/schemas/accountData';
import { exportAccount } from './support/account';
import { setupBookingsApp } from './support/bookings';
import { claimInput, filedClaim, paidLocalRental, runJobs } from './support/deposits';
import { insertEarningsAndPayout } from './support/ledger';
import { signUp } from './support/users';

const context = setupBookingsApp();
const { ctx, clock } = context;

async function archiveOf(token: string): Promise<AccountExport> {
  const response = await exportAccount(ctx.app, token);
  expect(response.statusCode).toBe(200);
  return response.json<AccountExport>();
}

/** A rental paid and over, its deposit held, the owner's claim on it, and a payout requested. */
async function rentalWithClaimAndPayout() {
  const rental = await paidLocalRental(context, 1, 2);
  clock.advanceDays(2);
  await runJobs(ctx.app);
  const claim = await filedClaim(
    ctx.app,
    rental.owner.token,
    rental.booking.id,
    await claimInput(ctx.uploadsDir, 80),
  );
  const payoutId = await insertEarningsAndPayout(ctx.database.db, rental.owner.id, new Date());
  return { ...rental, claim, payoutId };
}

describe('the account export: money', () => {
  it("gives the owner their earnings, payouts, the claim they filed and the rental's deposit", async () => {
    const { owner, booking, claim, payoutId } = await rentalWithClaimAndPayout();
    const archive = await archiveOf(owner.token);

    expect(archive.earnings.length).toBeGreaterThanOrEqual(2);
    expect(archive.earnings).toContainEqual(
      expect.objectContaining({ kind: 'payout', amountCents: -1_000, payoutId }),
    );
    expect(archive.earnings).toContainEqual(
      expect.objectContaining({ kind: 'rental_earning', bookingId: booking.id }),
    );
    expect(archive.payouts).toEqual([
      expect.objectContaining({ id: payoutId, amountCents: 1_000, method: 'local' }),
    ]);
    expect(archive.claims).toEqual([
      expect.objectContaining({
        id: claim.id,
        bookingId: booking.id,
        role: 'owner',
        amountCents: 8_000,
        status: 'open',
        description: expect.any(String),
      }),
    ]);
    expect(archive.deposits).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        role: 'owner',
        amountCents: 20_000,
        mode: 'hold',
        status: 'held',
      }),
    ]);
  });

  it("gives the renter the claim and deposit of their rental, and none of the owner's money", async () => {
    const { renter, booking, claim } = await rentalWithClaimAndPayout();
    const archive = await archiveOf(renter.token);

    expect(archive.earnings).toEqual([]);
    expect(archive.payouts).toEqual([]);
    expect(archive.claims).toEqual([
      expect.objectContaining({ id: claim.id, bookingId: booking.id, role: 'renter' }),
    ]);
    expect(archive.deposits).toEqual([
      expect.objectContaining({ bookingId: booking.id, role: 'renter', amountCents: 20_000 }),
    ]);
    // The provider's references and the deciding administrator are not the renter's data.
    const text = JSON.stringify(archive);
    expect(text).not.toContain('dep_local');
    expect(text).not.toContain('providerReference');
    expect(text).not.toContain('decidedBy');
  });

  it('holds no one else’s money for a person who took no part', async () => {
    await rentalWithClaimAndPayout();
    const stranger = await signUp(ctx.app, { email: 'stranger.money@example.com' });
    const archive = await archiveOf(stranger.token);
    expect(archive.earnings).toEqual([]);
    expect(archive.payouts).toEqual([]);
    expect(archive.claims).toEqual([]);
    expect(archive.deposits).toEqual([]);
  });
});
