import type { LedgerKind, PayoutStatus } from './ledger';

/**
 * What the Earnings page, the console's Payouts section and the server's refusals of payouts
 * say. Only those pages import it, so it stays out of the first-visit bundle.
 */
export const earningsTexts = {
  pageTitle: 'Earnings',
  navLink: 'Earnings',
  intro:
    'What your rentals earned, after the marketplace commission. Earnings stay pending until 48 hours after a rental ends, while a damage claim can still be filed.',
  pending: 'Pending',
  pendingHint: 'Becomes available 48 hours after each rental ends.',
  available: 'Available',
  availableHint: 'Ready to be paid out to you.',
  requestPayout: 'Request payout',
  requesting: 'Requesting...',
  payoutRequested: 'Payout requested.',
  payoutFailed: 'The payout could not be requested. Please try again.',
  connectStripe: 'Connect Stripe',
  connecting: 'Opening Stripe...',
  connectHint: 'Connect a Stripe account to receive your payouts.',
  connectPending:
    'Stripe is still checking your account. Finish the steps on Stripe to receive payouts.',
  connectFailed: 'Stripe could not be opened. Please try again.',
  localPayoutHint: 'A payout is sent by the Lendwell team and shows as paid once it is on its way.',
  entriesTitle: 'Activity',
  entriesEmpty: 'No earnings yet. When a rental of one of your items ends, its earnings show here.',
  payoutsTitle: 'Payouts',
  payoutsEmpty: 'No payouts yet.',
  date: 'Date',
  booking: 'Rental',
  kind: 'Type',
  amount: 'Amount',
  pendingUntil: (date: string) => `Pending until ${date}`,
  loadFailed: 'Your earnings could not be loaded.',
  retry: 'Try again',
  kinds: {
    charge: 'Payment held',
    refund: 'Refund',
    settlement: 'Settled',
    rental_earning: 'Rental earnings',
    cancellation_earning: 'Kept on cancellation',
    fee: 'Marketplace fees',
    deposit_capture: 'Damage claim',
    payout: 'Payout',
  } satisfies Record<LedgerKind, string>,
  payoutStatuses: { requested: 'Requested', paid: 'Paid' } satisfies Record<PayoutStatus, string>,
  payoutMethods: { local: 'Sent by hand', stripe: 'Stripe transfer' },
  errors: {
    nothingAvailable: 'There is no available balance to pay out.',
    connectFirst: 'Connect a Stripe account before requesting a payout.',
    stripeOnly: 'Stripe accounts can only be connected when Stripe is configured.',
  },
  admin: {
    navLink: 'Payouts',
    empty: 'No payouts requested yet.',
    owner: 'Owner',
    requested: 'Requested',
    markPaid: 'Mark paid',
    marking: 'Marking...',
    markPaidLabel: (owner: string, amount: string) =>
      `Mark the payout of ${amount} to ${owner} paid`,
    markFailed: 'The payout could not be marked paid. Please try again.',
    paidOn: (date: string) => `Paid ${date}`,
    auditLabel: (amount: string, owner: string) => `${amount} payout to ${owner}`,
  },
} as const;
