/** The words of an item's cancellation policy and deposit, on its form. */
export const itemTermsTexts = {
  cancellationPolicy: 'Cancellation policy',
  policyHint: 'What renters get back if they cancel a confirmed rental.',
  securityDeposit: 'Security deposit (USD)',
  depositHint: 'Held during the rental. Empty: none.',
} as const;
