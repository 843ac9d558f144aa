/**
 * How the redirect page names where it is sending the renter: Stripe's hosted page lives on
 * another site; the built-in test checkout is a page of this one.
 */
export function checkoutProviderName(checkoutUrl: string, currentOrigin: string): string {
  try {
    return new URL(checkoutUrl, currentOrigin).origin === currentOrigin ? 'secure' : 'Stripe';
  } catch {
    return 'secure';
  }
}
