import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  localDepositHolds,
  notifications,
  outboxEvents,
  payments,
} from '../../src/server/db/schema';
import type { BookingDeposit } from '../../src/shared/schemas/deposits';
import { TEST_CARD_DECLINES_LATER } from '../../src/shared/schemas/payments';
import { setStatus, setupBookingsApp } from './support/bookings';
import { confirmedRental, depositOf, storedDeposit } from './support/deposits';
import { openCheckout, payLocally } from './support/payments';
import { receiptOf } from './support/receipts';
import { bearer } from './support/users';

const context = setupBookingsApp();
const { ctx } = context;

/** A confirmed rental paid with the test card that declines the off-session deposit. */
async function declinedRental() {
  const rental = await confirmedRental(context, 3, 5);
  const session = await openCheckout(ctx.app, rental.renter.token, rental.booking.id);
  const paid = await payLocally(ctx.app, session.id, TEST_CARD_DECLINES_LATER);
  expect(paid.statusCode).toBe(200);
  await ctx.app.services.outbox.runOnce();
  return rental;
}

function keepWithout(token: string | undefined, bookingId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/deposit/keep`,
    headers: token ? bearer(token) : {},
  });
}

async function noticesOf(userId: string) {
  const rows = await ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.filter((row) => row.kind === 'deposit_failed');
}

describe('a deposit the card declines, with the local provider', () => {
  it('fails the deposit, tells both parties in the app and by email, and offers the owner a choice', async () => {
    const { owner, renter, booking } = await declinedRental();
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored).toMatchObject({ status: 'failed', providerReference: null });
    const [hold] = await ctx.database.db
      .select()
      .from(localDepositHolds)
      .where(eq(localDepositHolds.depositId, stored?.id ?? ''));
    expect(hold).toBeUndefined();
    // Settled: a later delivery asks the provider nothing more.
    await ctx.app.services.outbox.runOnce();
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('failed');

    const [ownerNotice] = await noticesOf(owner.id);
    expect(ownerNotice).toMatchObject({
      title: 'The deposit could not be held',
      category: 'payments',
      bookingId: booking.id,
    });
    expect(ownerNotice?.body).toContain('Cancel the rental with a full refund');
    expect(await noticesOf(renter.id)).toHaveLength(1);
    const mails = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'mail.send'));
    // Queued as the notices' emails, in the transaction that failed the deposit.
    const noticeMails = mails
      .map((mail) => mail.payload as { userId?: string; data?: { subject?: string } })
      .filter((mail) => mail.data?.subject === 'The deposit could not be held');
    expect(new Set(noticeMails.map((mail) => mail.userId))).toEqual(new Set([owner.id, renter.id]));

    const ownerView = await depositOf(ctx.app, owner.token, booking.id);
    expect(ownerView.deposit).toMatchObject({
      status: 'failed',
      captured: null,
      released: null,
      canKeepWithout: true,
      canClaim: false,
    });
    expect((await depositOf(ctx.app, renter.token, booking.id)).deposit).toMatchObject({
      status: 'failed',
      canKeepWithout: false,
    });
    expect((await receiptOf(ctx.app, renter.token, booking.id)).deposit).toBeNull();
  });

  it('cancels the rental at the owner’s choice with a full refund', async () => {
    const { owner, booking } = await declinedRental();
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'No deposit, no rental.');
    await ctx.app.services.outbox.runOnce();
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment?.status).toBe('refunded');
    expect(payment?.refundCents).toBe(payment?.amountCents);
    expect((await depositOf(ctx.app, owner.token, booking.id)).deposit).toMatchObject({
      status: 'failed',
      canKeepWithout: false,
    });
    expect((await keepWithout(owner.token, booking.id)).statusCode).toBe(409);
  });

  it('keeps the rental without a deposit at the owner’s choice, once, and only for the owner', async () => {
    const { owner, renter, booking } = await declinedRental();
    expect((await keepWithout(undefined, booking.id)).statusCode).toBe(401);
    expect((await keepWithout(renter.token, booking.id)).statusCode).toBe(403);
    expect(
      (await keepWithout(owner.token, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const kept = await keepWithout(owner.token, booking.id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<BookingDeposit>().deposit).toMatchObject({
      status: 'waived',
      canKeepWithout: false,
    });
    const again = await keepWithout(owner.token, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DEPOSIT_NOT_FAILED' });
  });

  it('refuses the choice for a deposit that was held', async () => {
    const rental = await confirmedRental(context, 3, 5);
    const session = await openCheckout(ctx.app, rental.renter.token, rental.booking.id);
    await payLocally(ctx.app, session.id);
    await ctx.app.services.outbox.runOnce();
    expect((await storedDeposit(ctx.database.db, rental.booking.id))?.status).toBe('held');
    expect((await keepWithout(rental.owner.token, rental.booking.id)).statusCode).toBe(409);
  });
});
