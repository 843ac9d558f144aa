import { afterAll } from 'vitest';
import { type BookingsContext, setupBookingsApp, testClock } from './bookings';
import { type FakeStripe, startFakeStripe } from './fakeStripe';
import { fakeStripeOptions } from './stripeWebhooks';

/** A bookings app whose payments go to a fake Stripe that runs on the app's clock. */
export async function setupStripeBookingsApp(): Promise<BookingsContext & { fake: FakeStripe }> {
  const clock = testClock();
  const fake = await startFakeStripe({ now: () => clock.now() });
  afterAll(() => fake.close());
  const app = setupBookingsApp(
    { publicUrl: 'https://lendwell.example/', stripe: fakeStripeOptions(fake.port) },
    clock,
  );
  return { ...app, fake };
}
