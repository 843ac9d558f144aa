import { and, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { book, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { startFakeStripe } from './support/fakeStripe';
import { openCheckout } from './support/payments';
import { fakeStripeOptions, postStripeWebhook } from './support/stripeWebhooks';

const fake = await startFakeStripe();
afterAll(() => fake.close());
const { ctx, clock } = setupBookingsApp({
  publicUrl: 'https://lendwell.example/',
  stripe: fakeStripeOptions(fake.port),
});

const refundCalls = () => fake.requests.filter((request) => request.path === '/v1/refunds');

describe('a refund Stripe refuses as an invalid request', () => {
  it('becomes a dead letter at the first refusal, and is not sent again', async () => {
    const world = await bookingWorld(ctx, { title: 'Tile saw', price: 30 });
    const booking = await book(ctx.app, world.renter.token, world.item, clock.day(2), clock.day(4));
    const session = await openCheckout(ctx.app, world.renter.token, booking.id);
    await setStatus(ctx.app, world.owner.token, booking.id, 'rejected');
    fake.refuseRefunds('This PaymentIntent cannot be refunded.');
    const before = refundCalls().length;

    // The payment lands on a rejected booking: its refund is the outbox's to make.
    const paid = await postStripeWebhook(
      ctx.app,
      'checkout.session.completed',
      fake.complete(session.id),
    );
    expect(paid.statusCode).toBe(200);
    expect(refundCalls().length).toBe(before + 1);

    const dead = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(and(isNotNull(outboxEvents.deadAt), isNull(outboxEvents.discardedAt)));
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(dead[0]?.lastError).toMatch(/cannot be refunded/);

    // However long it waits, nothing asks Stripe again.
    clock.advanceDays(2);
    expect(await ctx.app.services.outbox.runOnce()).toBe(0);
    expect(refundCalls().length).toBe(before + 1);
  });
});
