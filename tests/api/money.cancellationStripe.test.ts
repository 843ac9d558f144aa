import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '../../src/shared/cancellationPolicy';
import { book, bookingById, bookingWorld, changeStatus, setStatus } from './support/bookings';
import { cancellationPreview, hoursBefore, moveToMinutesBefore } from './support/cancellations';
import { openCheckout } from './support/payments';
import { setupStripeBookingsApp } from './support/stripeApp';
import { postStripeWebhook } from './support/stripeWebhooks';

const { ctx, clock, fake } = await setupStripeBookingsApp();
const DAY = hoursBefore(24);

/** Two days at $40 under `policy`, paid through Stripe Checkout (which confirms it). */
async function paidThroughStripe(policy: CancellationPolicy) {
  const world = await bookingWorld(ctx, { price: 40, cancellationPolicy: policy });
  const booking = await book(ctx.app, world.renter.token, world.item, clock.day(10), clock.day(12));
  const session = await openCheckout(ctx.app, world.renter.token, booking.id);
  const completed = fake.complete(session.id);
  const answer = await postStripeWebhook(ctx.app, 'checkout.session.completed', completed);
  expect(answer.statusCode).toBe(200);
  return { ...world, booking, paymentIntent: completed.payment_intent ?? '' };
}

const refundsOf = (paymentIntent: string) =>
  fake.requests
    .filter((request) => request.path === '/v1/refunds')
    .filter((request) => request.form.payment_intent === paymentIntent)
    .map((request) => request.form);

describe('policy refunds through Stripe (against a fake Stripe)', () => {
  it('refunds half of rental and fee under a moderate policy inside five days', async () => {
    const { renter, booking, paymentIntent } = await paidThroughStripe('moderate');
    moveToMinutesBefore(clock, booking, 3 * DAY);
    expect((await cancellationPreview(ctx.app, renter.token, booking.id)).refund).toBe(44);
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed');
    expect(refundsOf(paymentIntent)).toEqual([{ payment_intent: paymentIntent, amount: '4400' }]);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded: 44,
    });
  });

  it('asks Stripe for nothing when a strict policy keeps the payment', async () => {
    const { renter, booking, paymentIntent } = await paidThroughStripe('strict');
    moveToMinutesBefore(clock, booking, 6 * DAY);
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Plans changed');
    expect(refundsOf(paymentIntent)).toEqual([]);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      refunded: 0,
    });
  });

  it('refunds everything when the owner cancels, once however often it is asked', async () => {
    const { owner, renter, booking, paymentIntent } = await paidThroughStripe('strict');
    moveToMinutesBefore(clock, booking, 30);
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'Sold it');
    const again = await changeStatus(ctx.app, owner.token, booking.id, 'cancelled', 'Again');
    expect(again.statusCode).toBe(409);
    expect(refundsOf(paymentIntent)).toEqual([{ payment_intent: paymentIntent, amount: '8800' }]);
    expect(await bookingById(ctx.app, renter.token, booking.id)).toMatchObject({
      cancelled_by: 'owner',
      refunded: 88,
    });
  });
});
