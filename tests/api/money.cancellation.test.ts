import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import {
  book,
  bookingById,
  bookingWorld,
  changeStatus,
  setStatus,
  setupBookingsApp,
} from './support/bookings';
import {
  cancellationPreview,
  hoursBefore,
  moveToMinutesBefore,
  paidRental,
  requestPreview,
} from './support/cancellations';
import { storedPayment } from './support/payments';
import { bearer } from './support/users';

const app = setupBookingsApp();
const { ctx, clock } = app;
const DAY = hoursBefore(24);

/** Two days at $40: $80 rental, $8 service fee, $88 charged; the owner's payout $76. */
const CHARGED = 88;
const PAYOUT = 76;

describe('cancelling a confirmed, paid rental under its policy (local provider)', () => {
  it.each([
    ['flexible', DAY, 100, 88],
    ['flexible', DAY - 1, 0, 0],
    ['moderate', 5 * DAY, 100, 88],
    ['moderate', 5 * DAY - 1, 50, 44],
    ['strict', 7 * DAY, 50, 44],
    ['strict', 7 * DAY - 1, 0, 0],
  ] as const)(
    '%s, %i minutes before the start: %i %% back',
    async (policy, minutes, percent, refund) => {
      const { owner, renter, booking, session } = await paidRental(app, policy);
      expect(booking).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
        owner_keeps: null,
      });
      moveToMinutesBefore(clock, booking, minutes);

      const preview = await cancellationPreview(ctx.app, renter.token, booking.id);
      expect(preview).toEqual({
        policy,
        policy_applies: true,
        percent,
        paid: CHARGED,
        refund,
        rental_refund: (80 * percent) / 100,
        service_fee_refund: (8 * percent) / 100,
      });

      await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed');
      const stored = await storedPayment(ctx.database.db, session.id);
      const after = await bookingById(ctx.app, renter.token, booking.id);
      // What went back is not the owner's: they keep their payout's share of the rest.
      const ownerKeeps = (PAYOUT * (100 - percent)) / 100;
      expect(after).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'renter',
        refunded: refund,
        owner_keeps: ownerKeeps,
      });
      expect(await bookingById(ctx.app, owner.token, booking.id)).toMatchObject({
        refunded: refund,
        owner_keeps: ownerKeeps,
      });
      if (refund === 0) {
        // Nothing goes back: the payment stays captured and the provider is not asked.
        expect(stored.payment?.status).toBe('paid');
        expect(stored.local?.refunded).toBe(false);
      } else {
        expect(stored.payment).toMatchObject({ status: 'refunded', refundCents: refund * 100 });
        expect(stored.local).toMatchObject({ refunded: true, refundedCents: refund * 100 });
      }
    },
  );

  it('gives everything back when the owner cancels, however late, and says who cancelled', async () => {
    const { owner, renter, booking, session } = await paidRental(app, 'strict');
    moveToMinutesBefore(clock, booking, 60);
    expect(await cancellationPreview(ctx.app, owner.token, booking.id)).toMatchObject({
      policy: 'strict',
      policy_applies: false,
      percent: 100,
      refund: CHARGED,
    });
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'The drill broke');
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'owner',
      refunded: CHARGED,
      owner_keeps: 0,
    });
    expect((await storedPayment(ctx.database.db, session.id)).local).toMatchObject({
      refunded: true,
      refundedCents: CHARGED * 100,
    });
  });

  it('refuses a cancellation whose refund changed since it was shown (409), and takes the new one', async () => {
    const { renter, booking, session } = await paidRental(app, 'flexible');
    moveToMinutesBefore(clock, booking, DAY);
    const shown = await cancellationPreview(ctx.app, renter.token, booking.id);
    expect(shown.refund).toBe(CHARGED);
    // The person confirms a minute later, past the 24-hour deadline.
    clock.advanceMinutes(1);
    const late = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: bearer(renter.token),
      payload: { status: 'cancelled', reason: 'Plans changed', expectedRefund: shown.refund },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: inEnglish('bookings.refundChanged'),
      code: 'REFUND_CHANGED',
    });
    expect((await bookingById(ctx.app, renter.token, booking.id)).status).toBe('confirmed');
    expect((await storedPayment(ctx.database.db, session.id)).payment?.status).toBe('paid');

    const now = await cancellationPreview(ctx.app, renter.token, booking.id);
    expect(now.refund).toBe(0);
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/status`,
      headers: bearer(renter.token),
      payload: { status: 'cancelled', reason: 'Plans changed', expectedRefund: now.refund },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().booking).toMatchObject({ status: 'cancelled', refunded: 0 });
  });

  it('refunds once when both parties cancel at the same moment', async () => {
    const { owner, renter, booking, session } = await paidRental(app, 'moderate');
    moveToMinutesBefore(clock, booking, DAY);
    const answers = await Promise.all([
      changeStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed'),
      changeStatus(ctx.app, owner.token, booking.id, 'cancelled', 'Needed it myself'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? 'renter' : 'owner';
    // The renter's cancellation a day before keeps half; the owner's gives everything back.
    const refund = winner === 'renter' ? 44 : CHARGED;
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      cancelled_by: winner,
      refunded: refund,
    });
    const stored = await storedPayment(ctx.database.db, session.id);
    expect(stored.payment).toMatchObject({ status: 'refunded', refundCents: refund * 100 });
    expect(stored.local?.refundedCents).toBe(refund * 100);
  });

  it('shows nothing to give back for a confirmed rental not paid yet', async () => {
    const { renter, owner, booking } = await unpaidConfirmed();
    expect(await cancellationPreview(ctx.app, renter.token, booking.id)).toEqual({
      policy: 'moderate',
      policy_applies: true,
      percent: 100,
      paid: 0,
      refund: 0,
      rental_refund: 0,
      service_fee_refund: 0,
    });
    expect((await cancellationPreview(ctx.app, owner.token, booking.id)).refund).toBe(0);
    // Cancelled before any payment: nothing to keep, so nothing is said of it.
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed');
    expect(await bookingById(ctx.app, owner.token, booking.id)).toMatchObject({
      status: 'cancelled',
      owner_keeps: null,
    });
  });
});

async function unpaidConfirmed() {
  const world = await bookingWorld(ctx, { price: 40, cancellationPolicy: 'moderate' });
  const booking = await book(ctx.app, world.renter.token, world.item, clock.day(20), clock.day(22));
  await setStatus(ctx.app, world.owner.token, booking.id, 'confirmed');
  return { ...world, booking };
}

describe('GET /api/bookings/{id}/cancellation', () => {
  it('answers 401 signed out, 404 for an unknown or malformed id, 403 to a stranger', async () => {
    const { stranger, booking } = await unpaidConfirmed();
    expect((await requestPreview(ctx.app, undefined, booking.id)).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await requestPreview(ctx.app, stranger.token, id)).statusCode).toBe(404);
    }
    expect((await requestPreview(ctx.app, stranger.token, booking.id)).statusCode).toBe(403);
  });

  it('answers 409 when the caller could not cancel now: the owner of a request, a cancelled booking', async () => {
    const world = await bookingWorld(ctx, { price: 40 });
    const request = await book(
      ctx.app,
      world.renter.token,
      world.item,
      clock.day(30),
      clock.day(31),
    );
    const ownerAsks = await requestPreview(ctx.app, world.owner.token, request.id);
    expect(ownerAsks.statusCode).toBe(409);
    expect(ownerAsks.json()).toEqual({
      error: inEnglish('bookings.notCancellable'),
      code: 'NOT_CANCELLABLE',
    });
    expect(
      (await cancellationPreview(ctx.app, world.renter.token, request.id)).policy_applies,
    ).toBe(false);
    await setStatus(ctx.app, world.renter.token, request.id, 'cancelled', 'Changed my mind');
    expect((await requestPreview(ctx.app, world.renter.token, request.id)).statusCode).toBe(409);
  });
});
