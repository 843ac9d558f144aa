import Stripe from 'stripe';
import type { App } from '../../../src/server/app';
import type { StripeOptions } from '../../../src/server/payments/stripe';
import type { FakeCheckoutSession } from './fakeStripe';

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

let eventCounter = 0;

/** A Stripe event about a checkout session and its signature header, as Stripe would send them. */
export function signedWebhook(
  type: string,
  session: FakeCheckoutSession,
  secret = TEST_WEBHOOK_SECRET,
): { payload: string; headers: Record<string, string> } {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: `evt_test_${eventCounter}`,
    object: 'event',
    type,
    data: { object: session },
  });
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

/** Delivers a Stripe event about a checkout session, signed as Stripe would sign it. */
export function postStripeWebhook(
  app: Pick<App, 'inject'>,
  type: string,
  session: FakeCheckoutSession,
  secret = TEST_WEBHOOK_SECRET,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    ...signedWebhook(type, session, secret),
  });
}

/** The app's Stripe settings pointed at a fake Stripe listening on this machine. */
export function fakeStripeOptions(port: number): StripeOptions {
  return {
    secretKey: 'sk_test_fake',
    webhookSecret: TEST_WEBHOOK_SECRET,
    host: '127.0.0.1',
    port,
    protocol: 'http',
  };
}
