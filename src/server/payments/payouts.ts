import { marketplace } from '../../shared/marketplace';
import type { Cents } from '../../shared/money';
import { callStripe, type StripeOptions, stripeClient } from './stripe';

/**
 * Paying owners through Stripe Connect: each owner onboards an Express account on Stripe's own
 * pages, and their payouts are transfers from the platform's balance to that account.
 */
export interface PayoutProvider {
  /** A new Express account for this owner; its id. */
  createAccount(email: string | undefined, userId: string): Promise<string>;
  /** The onboarding page for the account, returning to `returnUrl` (or `refreshUrl` if stale). */
  onboardingUrl(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** Whether Stripe lets the account receive transfers yet. */
  payoutsEnabled(accountId: string): Promise<boolean>;
  /** Moves money to the account once, whatever the retries: the key names the payout. */
  transfer(request: {
    accountId: string;
    amountCents: Cents;
    idempotencyKey: string;
    payoutId: string;
  }): Promise<string>;
}

export function createStripePayouts(options: StripeOptions): PayoutProvider {
  const stripe = stripeClient(options);
  return {
    async createAccount(email, userId) {
      const account = await callStripe(() =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            capabilities: { transfers: { requested: true } },
            metadata: { userId },
          },
          // A double click or a retry after a lost answer must not open two accounts.
          { idempotencyKey: `express-account-${userId}` },
        ),
      );
      return account.id;
    },

    async onboardingUrl(accountId, returnUrl, refreshUrl) {
      const link = await callStripe(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return link.url;
    },

    async payoutsEnabled(accountId) {
      const account = await callStripe(() => stripe.accounts.retrieve(accountId));
      return account.payouts_enabled === true;
    },

    async transfer({ accountId, amountCents, idempotencyKey, payoutId }) {
      const transfer = await callStripe(() =>
        stripe.transfers.create(
          {
            amount: amountCents,
            currency: marketplace().currency.toLowerCase(),
            destination: accountId,
            metadata: { payoutId },
          },
          { idempotencyKey },
        ),
      );
      return transfer.id;
    },
  };
}
