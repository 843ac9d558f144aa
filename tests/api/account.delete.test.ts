import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deposits, payments } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { asCents } from '../../src/shared/money';
import { deleteAccount } from './support/account';
import { adminOk, signUpAdmin } from './support/admin';
import { book, bookingById, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { paidLocalRental, runJobs, storedDeposit } from './support/deposits';
import { openCheckout } from './support/payments';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
const PASSWORD = 'Secret123!';

const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });

async function expectRefused(token: string, code: string, message: string) {
  const response = await deleteAccount(ctx.app, token, PASSWORD);
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ error: message, code });
  // Nothing happened: the account still signs in.
  expect((await me(token)).statusCode).toBe(200);
}

describe('DELETE /api/account refused', () => {
  it('with a wrong password (403), keeping the account', async () => {
    const { renter } = await bookingWorld(ctx);
    const response = await deleteAccount(ctx.app, renter.token, 'not my password');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: inEnglish('accountData.wrongPassword'),
      code: 'WRONG_PASSWORD',
      field: 'password',
    });
    // As at sign-in, a control character is compared, not refused: an older password may hold one.
    const oddPassword = await deleteAccount(ctx.app, renter.token, 'old\u0007password');
    expect(oddPassword.statusCode).toBe(403);
    expect((await me(renter.token)).statusCode).toBe(200);
  });

  it('with no password (400)', async () => {
    const { renter } = await bookingWorld(ctx);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(renter.token),
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it('while a request awaits an answer, for the renter and for the owner', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    await book(ctx.app, renter.token, item, clock.day(2), clock.day(4));
    await expectRefused(
      renter.token,
      'ACCOUNT_HAS_PENDING_REQUEST',
      inEnglish('accountData.refusedPending'),
    );
    await expectRefused(
      owner.token,
      'ACCOUNT_HAS_PENDING_REQUEST',
      inEnglish('accountData.refusedPending'),
    );
  });

  it('while a confirmed rental has not ended, and not once it has', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(3));
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    await expectRefused(
      renter.token,
      'ACCOUNT_HAS_ACTIVE_RENTAL',
      inEnglish('accountData.refusedConfirmed'),
    );
    clock.advanceDays(2);
    await expectRefused(
      owner.token,
      'ACCOUNT_HAS_ACTIVE_RENTAL',
      inEnglish('accountData.refusedConfirmed'),
    );
    clock.advanceDays(1);
    expect((await deleteAccount(ctx.app, renter.token, PASSWORD)).statusCode).toBe(204);
  });

  it('while money taken is neither earned nor back with the renter', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 30 });
    const booking = await book(ctx.app, renter.token, item, clock.day(3), clock.day(5));
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    // A captured payment on a pending booking, then rejected: its refund is on its way.
    await ctx.database.db
      .update(payments)
      .set({ status: 'paid', paymentReference: 'pi_test' })
      .where(eq(payments.sessionId, session.id));
    await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    await ctx.database.db
      .update(payments)
      .set({ status: 'refund_pending', refundCents: sql`${payments.amountCents}` })
      .where(eq(payments.sessionId, session.id));
    expect((await bookingById(ctx.app, renter.token, booking.id)).payment_status).toBe(
      'refund_pending',
    );
    await expectRefused(
      renter.token,
      'ACCOUNT_HAS_UNSETTLED_PAYMENT',
      inEnglish('accountData.refusedPayment'),
    );
    await expectRefused(
      owner.token,
      'ACCOUNT_HAS_UNSETTLED_PAYMENT',
      inEnglish('accountData.refusedPayment'),
    );

    await ctx.database.db
      .update(payments)
      .set({ status: 'refunded' })
      .where(eq(payments.sessionId, session.id));
    expect((await deleteAccount(ctx.app, owner.token, PASSWORD)).statusCode).toBe(204);
  });
});

describe('DELETE /api/account refused while money is on its way', () => {
  it('to or from a security deposit, until it is released', async () => {
    const { owner, renter, booking } = await paidLocalRental({ ctx, clock }, 1, 2);
    // The rental is over; its deposit stays held for 48 hours after its end.
    clock.advanceDays(2);
    await runJobs(ctx.app);
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('held');
    await expectRefused(
      renter.token,
      'ACCOUNT_HAS_UNSETTLED_DEPOSIT',
      inEnglish('accountData.refusedDeposit'),
    );
    await expectRefused(
      owner.token,
      'ACCOUNT_HAS_UNSETTLED_DEPOSIT',
      inEnglish('accountData.refusedDeposit'),
    );
    clock.advanceDays(2);
    await runJobs(ctx.app);
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('released');
    expect((await deleteAccount(ctx.app, renter.token, PASSWORD)).statusCode).toBe(204);
    // The owner's earnings from the rental are still theirs to be paid.
    await expectRefused(
      owner.token,
      'ACCOUNT_HAS_UNPAID_EARNINGS',
      inEnglish('accountData.refusedEarnings'),
    );
  });

  it('until a deposit is settled: refunded in part after a decision, or never held', async () => {
    for (const settled of ['refunded', 'waived'] as const) {
      const { renter, booking } = await paidLocalRental({ ctx, clock }, 1, 2);
      await ctx.database.db
        .update(deposits)
        .set({ status: 'refund_pending', capturedCents: asCents(5_000) })
        .where(eq(deposits.bookingId, booking.id));
      clock.advanceDays(5);
      await expectRefused(
        renter.token,
        'ACCOUNT_HAS_UNSETTLED_DEPOSIT',
        inEnglish('accountData.refusedDeposit'),
      );
      await ctx.database.db
        .update(deposits)
        .set({ status: settled, capturedCents: settled === 'refunded' ? asCents(5_000) : null })
        .where(eq(deposits.bookingId, booking.id));
      expect((await deleteAccount(ctx.app, renter.token, PASSWORD)).statusCode).toBe(204);
    }
  });

  it('to an owner with earnings, until their payout is paid', async () => {
    const { owner, booking } = await paidLocalRental({ ctx, clock }, 1, 2);
    clock.advanceDays(5);
    await runJobs(ctx.app);
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('released');
    await expectRefused(
      owner.token,
      'ACCOUNT_HAS_UNPAID_EARNINGS',
      inEnglish('accountData.refusedEarnings'),
    );

    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: bearer(owner.token),
    });
    expect(requested.statusCode).toBe(201);
    const { payout } = requested.json<{ payout: { id: string } }>();
    // The balance is now a payout on its way: still owed.
    await expectRefused(
      owner.token,
      'ACCOUNT_HAS_UNPAID_EARNINGS',
      inEnglish('accountData.refusedEarnings'),
    );

    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    await adminOk(ctx.app, admin.token, 'POST', `/payouts/${payout.id}/paid`, {});
    expect((await deleteAccount(ctx.app, owner.token, PASSWORD)).statusCode).toBe(204);
  });
});

describe('DELETE /api/account racing a request for one of the listings', () => {
  it('either refuses the deletion or the request, never both or neither, and never fails', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { owner, renter, item } = await bookingWorld(ctx);
      const [deletion, request] = await Promise.all([
        deleteAccount(ctx.app, owner.token, PASSWORD),
        ctx.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: bearer(renter.token),
          payload: { itemId: item.id, fromDate: clock.day(2), toDate: clock.day(4) },
        }),
      ]);
      const outcome = [deletion.statusCode, request.statusCode];
      if (request.statusCode === 201) expect(outcome).toEqual([409, 201]);
      else expect(deletion.statusCode, request.body).toBe(204);
      expect(request.statusCode).toBeLessThan(500);
    }
  });
});
