import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { DEFAULT_FEE_SETTINGS } from '../../src/shared/fees';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { asCents } from '../../src/shared/money';
import { book, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { paidBookingWorld, receiptOf, requestReceipt } from './support/receipts';

const context = setupBookingsApp({ fees: DEFAULT_FEE_SETTINGS });
const { ctx, clock } = context;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/bookings/:id/receipt', () => {
  it('shows the renter the breakdown they paid, the payment and its date, without the commission', async () => {
    const { booking, renter } = await paidBookingWorld(context);
    const receipt = await receiptOf(ctx.app, renter.token, booking.id);
    expect(receipt).toMatchObject({
      booking_id: booking.id,
      number: `LW-${booking.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
      viewer: 'renter',
      status: 'confirmed',
      from_date: clock.day(10),
      to_date: clock.day(13),
      days: 3,
      renter_name: 'Jamie R.',
      owner_name: 'Sam P.',
      // 3 days at $20, a 10 % service fee; the owner's 5 % is not the renter's business.
      charges: {
        rental: 60,
        service_fee: 6,
        total_charged: 66,
        commission: null,
        owner_payout: null,
      },
      deposit: null,
      payment: { amount: 66, provider: 'local' },
      refunds: [],
      refunded_total: 0,
      net_paid: 66,
    });
    expect(receipt.payment.reference_suffix).toMatch(/^[\w-]{6}$/);
    expect(Date.parse(receipt.payment.paid_at ?? '')).not.toBeNaN();
  });

  it('shows the owner the commission and their payout', async () => {
    const { booking, owner } = await paidBookingWorld(context);
    const receipt = await receiptOf(ctx.app, owner.token, booking.id);
    expect(receipt.viewer).toBe('owner');
    expect(receipt.charges).toEqual({
      rental: 60,
      service_fee: 6,
      total_charged: 66,
      commission: 3,
      owner_payout: 57,
    });
  });

  it('holds the deposit the booking fixed, in its own section, and releases it when called off', async () => {
    const { booking, renter, owner } = await paidBookingWorld(context, { deposit: 150 });
    const receipt = await receiptOf(ctx.app, renter.token, booking.id);
    expect(receipt.deposit).toEqual({ held: 150, captured: 0, released: 0, state: 'held' });
    // A hold is not a charge: the total stays the rental and the fee.
    expect(receipt.charges.total_charged).toBe(66);

    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'Sold it.');
    const called = await receiptOf(ctx.app, renter.token, booking.id);
    expect(called.deposit).toEqual({ held: 150, captured: 0, released: 150, state: 'released' });
  });

  it('lists a refund being given back, then given back with its date', async () => {
    const { booking, renter, owner, sessionId } = await paidBookingWorld(context);
    const db = ctx.database.db;
    await db
      .update(payments)
      .set({ status: 'refund_pending', refundCents: asCents(6600) })
      .where(eq(payments.sessionId, sessionId));
    const pending = await receiptOf(ctx.app, renter.token, booking.id);
    expect(pending.refunds).toEqual([{ amount: 66, refunded_at: null, pending: true }]);
    expect(pending.net_paid).toBe(0);
    await db
      .update(payments)
      .set({ status: 'paid', refundCents: null })
      .where(eq(payments.sessionId, sessionId));

    // The owner cancels the confirmed rental: everything goes back through the provider.
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'The drill broke.');
    await ctx.app.services.outbox.runOnce();
    const refunded = await receiptOf(ctx.app, renter.token, booking.id);
    expect(refunded.status).toBe('cancelled');
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.refunds[0]).toMatchObject({ amount: 66, pending: false });
    expect(Date.parse(refunded.refunds[0]?.refunded_at ?? '')).not.toBeNaN();
    expect(refunded).toMatchObject({ refunded_total: 66, net_paid: 0, deposit: null });
    // The owner reads the same history.
    expect((await receiptOf(ctx.app, owner.token, booking.id)).refunds).toEqual(refunded.refunds);
  });

  it('answers 401 signed out, before looking at the id', async () => {
    const signedOut = await requestReceipt(ctx.app, undefined, 'not-an-id');
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses anyone but the renter and the owner (403)', async () => {
    const { booking, stranger } = await paidBookingWorld(context);
    const refused = await requestReceipt(ctx.app, stranger.token, booking.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: inEnglish('receipts.forbidden') });
  });

  it('answers 404 for an unknown or malformed booking id', async () => {
    const { renter } = await bookingWorld(ctx);
    expect((await requestReceipt(ctx.app, renter.token, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await requestReceipt(ctx.app, renter.token, 'not-an-id')).statusCode).toBe(404);
  });

  it('answers 409 while nothing was paid', async () => {
    const { renter, owner, item } = await bookingWorld(ctx);
    const booking = await book(ctx.app, renter.token, item, clock.day(3), clock.day(5));
    for (const token of [renter.token, owner.token]) {
      const unpaid = await requestReceipt(ctx.app, token, booking.id);
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json()).toMatchObject({ error: inEnglish('receipts.notPaid') });
    }
  });
});
