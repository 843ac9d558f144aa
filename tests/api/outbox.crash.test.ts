import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { book, bookingById, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { startFakeStripe } from './support/fakeStripe';
import { openCheckout, storedPayment } from './support/payments';
import { fakeStripeOptions, postStripeWebhook } from './support/stripeWebhooks';

const fake = await startFakeStripe();
afterAll(() => fake.close());
const stripe = fakeStripeOptions(fake.port);
// The server that "crashes": its events are written but nothing delivers them promptly.
const { ctx, clock } = setupBookingsApp({ stripe, promptDelivery: false });

/** The process that starts after the crash, on the same database. */
function restartedApp() {
  return buildApp({
    db: ctx.database.db,
    imageStorage: createLocalImageStorage(ctx.uploadsDir),
    now: clock.now,
    stripe,
  });
}

describe('a crash between a transition and its effect', () => {
  it('delivers the refund exactly once after a restart, however many dispatchers run', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 35 });
    const booking = await book(ctx.app, renter.token, item, clock.day(2), clock.day(5));
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    const completed = fake.complete(session.id);
    expect(
      (await postStripeWebhook(ctx.app, 'checkout.session.completed', completed)).statusCode,
    ).toBe(200);

    // Committed: the refund is decided and its event written, but the provider was not asked.
    const refundCalls = () =>
      fake.requests.filter(
        (request) =>
          request.path === '/v1/refunds' &&
          request.form.payment_intent === completed.payment_intent,
      ).length;
    expect((await storedPayment(ctx.database.db, session.id)).payment?.status).toBe(
      'refund_pending',
    );
    expect(refundCalls()).toBe(0);

    const restarted = await restartedApp();
    const other = await restartedApp();
    try {
      const delivered = await Promise.all([
        restarted.services.outbox.runOnce(),
        other.services.outbox.runOnce(),
      ]);
      expect(delivered.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
      expect(refundCalls()).toBe(1);
      expect((await storedPayment(ctx.database.db, session.id)).payment?.status).toBe('refunded');
      expect(await bookingById(restarted, renter.token, booking.id)).toMatchObject({
        status: 'rejected',
        payment_status: 'refunded',
        paid: false,
      });

      expect(await restarted.services.outbox.runOnce()).toBe(0);
      expect(await ctx.app.services.outbox.runOnce()).toBe(0);
      expect(refundCalls()).toBe(1);
    } finally {
      await restarted.close();
      await other.close();
    }
  });
});
