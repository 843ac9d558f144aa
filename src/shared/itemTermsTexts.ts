/** The words of an item's cancellation policy and deposit, on its form and its page. */
export const itemTermsTexts = {
  cancellationPolicy: 'Cancellation policy',
  policyHint: 'What renters get back if they cancel a confirmed rental.',
  securityDeposit: 'Security deposit (USD)',
  depositHint: 'Held during the rental. Empty: none.',
  depositNote: 'Held on your card, charged only for damage.',
} as const;
