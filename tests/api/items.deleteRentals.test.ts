import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, deposits, items, payments } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { toCents } from '../../src/shared/money';
import { TEST_CARD_APPROVED } from '../../src/shared/schemas/payments';
import { book, bookingById, bookingWorld, setupBookingsApp } from './support/bookings';
import {
  confirmedRental,
  eventsOf,
  insertDepositRental,
  paidLocalRental,
} from './support/deposits';
import { openCheckout, payLocally, storedPayment } from './support/payments';
import { bearer } from './support/users';

// Events wait for the outbox's run, so that a payment can land before a checkout is closed.
const context = setupBookingsApp({ promptDelivery: false });
const { ctx, clock } = context;

const refusal = { error: inEnglish('items.deleteHasRentals'), code: 'ITEM_HAS_RENTALS' };

function deleteItem(token: string, itemId: string) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/items/${itemId}`, headers: bearer(token) });
}

async function itemStatus(itemId: string) {
  const [row] = await ctx.database.db
    .select({ status: items.status })
    .from(items)
    .where(eq(items.id, itemId));
  return row?.status;
}

async function bookingStatus(bookingId: string) {
  const [row] = await ctx.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}

describe('deleting a listing with rentals', () => {
  it('is refused (409) while a rental is confirmed and not over, paid or not; the rental stays', async () => {
    const unpaid = await confirmedRental(context);
    const refused = await deleteItem(unpaid.owner.token, unpaid.item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal);
    expect(await itemStatus(unpaid.item.id)).toBe('active');

    const paid = await paidLocalRental(context);
    const again = await deleteItem(paid.owner.token, paid.item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal);
    expect(await bookingById(ctx.app, paid.renter.token, paid.booking.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect((await ctx.app.inject({ url: `/api/items/${paid.item.id}` })).statusCode).toBe(200);
  });

  it('is refused while an ended rental still holds its deposit or awaits a refund, allowed once settled', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 30 });
    const { bookingId } = await insertDepositRental(ctx.database.db, item, renter.id, {
      today: clock.today(),
      endedDaysAgo: 1,
    });
    expect((await deleteItem(owner.token, item.id)).json()).toEqual(refusal);

    await ctx.database.db
      .update(deposits)
      .set({ status: 'released' })
      .where(eq(deposits.bookingId, bookingId));
    await ctx.database.db
      .update(payments)
      .set({ status: 'refund_pending', refundCents: toCents(30) })
      .where(eq(payments.bookingId, bookingId));
    expect((await deleteItem(owner.token, item.id)).json()).toEqual(refusal);

    await ctx.database.db
      .update(payments)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(payments.bookingId, bookingId));
    expect((await deleteItem(owner.token, item.id)).statusCode).toBe(204);
    expect(await itemStatus(item.id)).toBe('inactive');
  });

  it('is refused while a decided dispute still refunds part of the deposit', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 30 });
    const { bookingId } = await insertDepositRental(ctx.database.db, item, renter.id, {
      today: clock.today(),
      endedDaysAgo: 1,
    });
    for (const inFlight of [
      'dispute_capture_pending',
      'dispute_captured',
      'refund_pending',
    ] as const) {
      await ctx.database.db
        .update(deposits)
        .set({ status: inFlight, capturedCents: toCents(20) })
        .where(eq(deposits.bookingId, bookingId));
      expect((await deleteItem(owner.token, item.id)).json(), inFlight).toEqual(refusal);
    }
    await ctx.database.db
      .update(deposits)
      .set({ status: 'refunded' })
      .where(eq(deposits.bookingId, bookingId));
    expect((await deleteItem(owner.token, item.id)).statusCode).toBe(204);
  });

  it('is refused while a claim on the deposit is open', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 30 });
    const { bookingId } = await insertDepositRental(ctx.database.db, item, renter.id, {
      today: clock.today(),
      endedDaysAgo: 1,
      claim: 'open',
    });
    // The deposit alone must not be what refuses it here.
    await ctx.database.db
      .update(deposits)
      .set({ status: 'released' })
      .where(eq(deposits.bookingId, bookingId));
    expect((await deleteItem(owner.token, item.id)).json()).toEqual(refusal);
  });

  it('declines its pending requests through the lifecycle, in the same transaction, and closes their checkout', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx, { price: 30 });
    const first = await book(ctx.app, renter.token, item, clock.day(3), clock.day(5));
    const second = await book(ctx.app, stranger.token, item, clock.day(3), clock.day(6));
    const session = await openCheckout(ctx.app, renter.token, first.id);

    const response = await deleteItem(owner.token, item.id);
    expect(response.statusCode).toBe(204);
    expect(await itemStatus(item.id)).toBe('inactive');
    expect(await bookingStatus(first.id)).toBe('rejected');
    expect(await bookingStatus(second.id)).toBe('rejected');
    expect(await eventsOf(ctx.database.db, first.id, 'booking.declined')).toEqual([
      expect.objectContaining({ transition: 'decline_withdrawn', to: 'rejected' }),
    ]);

    await ctx.app.services.outbox.runOnce();
    const closed = await payLocally(ctx.app, session.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: inEnglish('payments.sessionClosed') });
    expect((await storedPayment(ctx.database.db, session.id)).payment?.status).toBe('expired');
    // No new checkout either.
    const reopened = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { ...bearer(renter.token), host: 'lendwell.test' },
      payload: { bookingId: first.id },
    });
    expect(reopened.statusCode).toBe(409);
  });

  it('gives back a payment that lands after the listing was deleted', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 30 });
    const pending = await book(ctx.app, renter.token, item, clock.day(3), clock.day(5));
    const session = await openCheckout(ctx.app, renter.token, pending.id);
    expect((await deleteItem(owner.token, item.id)).statusCode).toBe(204);

    // Paid before the closing of the checkout reached the provider.
    const paid = await ctx.app.services.payments.localCheckout?.pay(session.id, TEST_CARD_APPROVED);
    if (paid?.kind !== 'paid') throw new Error('the local provider did not take the test card');
    const { paymentReference } = paid;
    expect(
      await ctx.app.services.payments.fulfil({ sessionId: session.id, paymentReference }),
    ).toBe('refunding');
    await ctx.app.services.outbox.runOnce();
    const stored = await storedPayment(ctx.database.db, session.id);
    expect(stored.payment?.status).toBe('refunded');
    expect(stored.local?.refunded).toBe(true);
    expect(await bookingStatus(pending.id)).toBe('rejected');
  });
});
