import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { toCents } from '../../src/shared/money';
import { pendingBookingWorld } from './support/bookings';
import { openCheckout, requestCheckout } from './support/payments';
import { setupStripeBookingsApp } from './support/stripeApp';

const app = await setupStripeBookingsApp();
const { ctx, fake } = app;

const pendingBooking = () => pendingBookingWorld(app, { price: 35 });

async function paymentRows(bookingId: string) {
  return ctx.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

/** A row as a request leaves it while Stripe makes its session, made `ageSeconds` ago. */
async function reservation(bookingId: string, ageSeconds: number) {
  await ctx.database.db.insert(payments).values({
    bookingId,
    provider: 'stripe',
    sessionId: `reserved_${bookingId}`,
    amountCents: toCents(105),
    createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
  });
}

const createCalls = (bookingId: string) =>
  fake.requests.filter(
    (request) =>
      request.path === '/v1/checkout/sessions' && request.form['metadata[bookingId]'] === bookingId,
  );

describe('a checkout being opened, or left half-opened', () => {
  it('sets aside a reservation abandoned half a minute ago and opens a new checkout', async () => {
    const { renter, booking } = await pendingBooking();
    await reservation(booking.id, 31);
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    const rows = await paymentRows(booking.id);
    expect(rows.map((row) => [row.sessionId, row.status]).sort()).toEqual(
      [
        [`reserved_${booking.id}`, 'failed'],
        [session.id, 'open'],
      ].sort(),
    );
  });

  it('answers 409 CHECKOUT_BEING_OPENED while another request holds a fresh reservation', async () => {
    const { renter, booking } = await pendingBooking();
    await reservation(booking.id, 0);
    // Answered while the reservation still holds: the request does not wait for it to end.
    const response = await requestCheckout(ctx.app, renter.token, booking.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: inEnglish('payments.checkoutBeingOpened'),
      code: 'CHECKOUT_BEING_OPENED',
    });
    expect(response.headers['retry-after']).toBeUndefined();
    expect(createCalls(booking.id)).toEqual([]);
    expect(await paymentRows(booking.id)).toMatchObject([
      { sessionId: `reserved_${booking.id}`, status: 'open' },
    ]);
  });

  it('closes the Stripe session it could not record, and the booking can be paid after', async () => {
    const { renter, booking } = await pendingBooking();
    const db = ctx.database.db;
    await db.execute(sql`create function refuse_opened_session() returns trigger
      language plpgsql as $$ begin raise exception 'recording refused'; end $$`);
    await db.execute(
      sql.raw(`create trigger refuse_opened_session before update of session_id on payments
        for each row when (new.booking_id = '${booking.id}')
        execute function refuse_opened_session()`),
    );
    try {
      expect((await requestCheckout(ctx.app, renter.token, booking.id)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_opened_session on payments`);
      await db.execute(sql`drop function refuse_opened_session()`);
    }
    expect(createCalls(booking.id)).toHaveLength(1);
    const stranded = [...fake.sessions.values()].find(
      (session) => session.metadata.bookingId === booking.id,
    );
    // Closing it is not waited for by the failed request.
    await vi.waitFor(() => expect(stranded?.status).toBe('expired'));
    expect(await paymentRows(booking.id)).toMatchObject([{ status: 'expired' }]);

    const session = await openCheckout(ctx.app, renter.token, booking.id);
    expect(session.id).not.toBe(stranded?.id);
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'open')));
    expect(open).toMatchObject([{ sessionId: session.id }]);
  });
});
