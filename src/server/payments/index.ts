import type { Db } from '../db/client';
import { createLocalPaymentProvider, type LocalPaymentProvider } from './local';
import type { PaymentProvider } from './provider';
import { createStripePaymentProvider, type StripeOptions } from './stripe';

export interface PaymentProviderOptions {
  /** Stripe when given (STRIPE_SECRET_KEY is set), else the built-in local checkout. */
  stripe?: StripeOptions;
  now: () => Date;
}

export function createPaymentProvider(db: Db, options: PaymentProviderOptions): PaymentProvider {
  return options.stripe
    ? createStripePaymentProvider(options.stripe)
    : createLocalPaymentProvider(db, { now: options.now });
}

export function isLocalProvider(provider: PaymentProvider): provider is LocalPaymentProvider {
  return provider.name === 'local';
}
