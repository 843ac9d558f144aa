import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, localCheckoutSessions, payments } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { toCents } from '../../src/shared/money';
import { bookingById, pendingBookingWorld, setupBookingsApp } from './support/bookings';
import {
  openCheckout,
  payLocally,
  requestCheckout,
  sessionStatus,
  storedPayment,
} from './support/payments';

const app = setupBookingsApp();
const { ctx, clock } = app;

const pendingBooking = () => pendingBookingWorld(app, { price: 20 }, 2, 4);

async function paymentRows(bookingId: string) {
  return ctx.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

async function openRows(bookingId: string) {
  return ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'open')));
}

async function localSessionStatus(id: string) {
  const page = await ctx.app.inject({ url: `/api/payments/local/sessions/${id}` });
  return page.json<{ status: string }>().status;
}

describe('one open checkout per booking (local provider)', () => {
  it('hands out the open checkout again instead of opening another', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    const again = await openCheckout(ctx.app, renter.token, booking.id);
    expect(again).toEqual(first);
    expect(await paymentRows(booking.id)).toHaveLength(1);
    expect(await ctx.database.db.select().from(localCheckoutSessions)).toHaveLength(1);
  });

  it('opens exactly one checkout when five requests race for one booking', async () => {
    const { renter, booking } = await pendingBooking();
    const sessions = await Promise.all(
      Array.from({ length: 5 }, () => openCheckout(ctx.app, renter.token, booking.id)),
    );
    expect(new Set(sessions.map((session) => session.id)).size).toBe(1);
    expect(await paymentRows(booking.id)).toHaveLength(1);
    expect(await ctx.database.db.select().from(localCheckoutSessions)).toHaveLength(1);
  });

  it('closes the open checkout before opening one for a changed amount', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    await ctx.database.db
      .update(bookings)
      .set({ totalCents: toCents(45), serviceFeeCents: toCents(4.5) })
      .where(eq(bookings.id, booking.id));
    const second = await openCheckout(ctx.app, renter.token, booking.id);
    expect(second.id).not.toBe(first.id);
    expect(await localSessionStatus(first.id)).toBe('expired');
    expect((await payLocally(ctx.app, first.id)).statusCode).toBe(409);
    expect((await storedPayment(ctx.database.db, first.id)).payment?.status).toBe('expired');
    expect(await openRows(booking.id)).toMatchObject([{ sessionId: second.id, amountCents: 4950 }]);
  });

  it('replaces a checkout that closes within the hour, and one already closed', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    clock.advanceMinutes(23 * 60 + 30);
    const second = await openCheckout(ctx.app, renter.token, booking.id);
    expect(second.id).not.toBe(first.id);
    expect(await localSessionStatus(first.id)).toBe('expired');

    clock.advanceMinutes(25 * 60);
    const third = await openCheckout(ctx.app, renter.token, booking.id);
    expect(third.id).not.toBe(second.id);
    expect((await paymentRows(booking.id)).map((row) => row.status).sort()).toEqual([
      'expired',
      'expired',
      'open',
    ]);
  });

  it('keeps a checkout whose card was declined: the payer may try another card on it', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    expect((await payLocally(ctx.app, first.id, '4000000000000002')).statusCode).toBe(402);
    expect(await openCheckout(ctx.app, renter.token, booking.id)).toEqual(first);
  });

  it('settles an open checkout paid before anything told the server (409 already paid)', async () => {
    const { renter, booking } = await pendingBooking();
    const first = await openCheckout(ctx.app, renter.token, booking.id);
    const paid = await ctx.app.services.payments.localCheckout?.pay(first.id, '4242424242424242');
    expect(paid?.kind).toBe('paid');
    const again = await requestCheckout(ctx.app, renter.token, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: inEnglish('payments.alreadyPaid'),
      code: 'ALREADY_PAID',
    });
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('refunds a payment arriving on an older checkout set aside as failed', async () => {
    const { renter, booking } = await pendingBooking();
    // As the migration leaves a booking that had several open checkouts: the older ones failed.
    const older = await openCheckout(ctx.app, renter.token, booking.id);
    await ctx.database.db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.sessionId, older.id));
    const newer = await openCheckout(ctx.app, renter.token, booking.id);
    expect(newer.id).not.toBe(older.id);
    expect((await payLocally(ctx.app, newer.id)).statusCode).toBe(200);
    expect((await payLocally(ctx.app, older.id)).statusCode).toBe(200);

    expect(await sessionStatus(ctx.app, renter.token, older.id)).toMatchObject({
      status: 'paid',
      bookingStatus: 'confirmed',
    });
    const refunded = await storedPayment(ctx.database.db, older.id);
    expect(refunded.payment?.status).toBe('refunded');
    expect(refunded.local?.refunded).toBe(true);
    expect((await storedPayment(ctx.database.db, newer.id)).payment?.status).toBe('paid');
  });
});
