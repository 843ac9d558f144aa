import type { CancellationPolicy } from './cancellationPolicyNames';

/** The words for fees, deposits and cancellation policies, on forms and booking screens. */
export const moneyTexts = {
  policyInvalid: 'Choose a cancellation policy: flexible, moderate or strict.',
  depositInvalid: 'Enter a deposit of $0 or more, with at most two decimals.',
  policyNames: {
    flexible: 'Flexible',
    moderate: 'Moderate',
    strict: 'Strict',
  } satisfies Record<CancellationPolicy, string>,
  policyRules: {
    flexible: 'Full refund up to 24 hours before the start.',
    moderate: 'Full refund up to 5 days before the start, 50% after.',
    strict: '50% refund up to 7 days before the start, nothing after.',
  } satisfies Record<CancellationPolicy, string>,
  rentalPrice: 'Rental price',
  serviceFee: 'Service fee',
  depositHeld: 'Deposit held',
  totalCharged: 'Total charged',
  commission: 'Commission',
  yourPayout: 'Your payout',
  refundPreview: (amount: string) => `You will get back ${amount}`,
  notCancellable: 'This booking cannot be cancelled now.',
} as const;
