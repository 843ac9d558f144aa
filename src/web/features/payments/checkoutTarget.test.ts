import { describe, expect, it } from 'vitest';
import { checkoutProvider } from './checkoutTarget';

const origin = 'http://127.0.0.1:5061';

describe('checkoutProvider', () => {
  it('tells the built-in checkout on this site', () => {
    expect(checkoutProvider(`${origin}/checkout/cs_local_abc`, origin)).toBe('local');
    expect(checkoutProvider('/checkout/cs_local_abc', origin)).toBe('local');
  });

  it('names Stripe for a hosted page elsewhere', () => {
    expect(checkoutProvider('https://checkout.stripe.com/c/pay/cs_test_1', origin)).toBe('stripe');
  });

  it('treats another port as another site', () => {
    expect(checkoutProvider('http://127.0.0.1:5062/checkout/x', origin)).toBe('stripe');
  });
});
