/** Where a checkout takes place: Stripe's hosted page, or the built-in test checkout. */
export type CheckoutProvider = 'stripe' | 'local';

/**
 * Which checkout the redirect page is sending the renter to: Stripe's hosted page lives on
 * another site; the built-in test checkout is a page of this one (called the secure checkout).
 */
export function checkoutProvider(checkoutUrl: string, currentOrigin: string): CheckoutProvider {
  try {
    return new URL(checkoutUrl, currentOrigin).origin === currentOrigin ? 'local' : 'stripe';
  } catch {
    return 'local';
  }
}
