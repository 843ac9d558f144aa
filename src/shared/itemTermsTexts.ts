import type { CancellationPolicy } from './cancellationPolicyNames';

/**
 * The words of an item's cancellation policy and deposit, on its form and in its validation:
 * apart from the booking screens' money words, so that the item form loads only these.
 */
export const itemTermsTexts = {
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
  cancellationPolicy: 'Cancellation policy',
  policyHint: 'What renters get back if they cancel a confirmed rental.',
  securityDeposit: 'Security deposit (USD)',
  depositHint: 'Held during the rental. Empty: none.',
} as const;
