import { describe, expect, it } from 'vitest';
import { checkoutProviderName } from './checkoutTarget';

const origin = 'http://127.0.0.1:5061';

describe('checkoutProviderName', () => {
  it('calls the built-in checkout on this site "secure"', () => {
    expect(checkoutProviderName(`${origin}/checkout/cs_local_abc`, origin)).toBe('secure');
    expect(checkoutProviderName('/checkout/cs_local_abc', origin)).toBe('secure');
  });

  it('names Stripe for a hosted page elsewhere', () => {
    expect(checkoutProviderName('https://checkout.stripe.com/c/pay/cs_test_1', origin)).toBe(
      'Stripe',
    );
  });

  it('treats another port as another site', () => {
    expect(checkoutProviderName('http://127.0.0.1:5062/checkout/x', origin)).toBe('Stripe');
  });
});
