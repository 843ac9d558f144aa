import { itemTermsTexts } from './itemTermsTexts';

/** The words for fees, deposits and cancellation policies, on forms and booking screens. */
export const moneyTexts = {
  policyNames: itemTermsTexts.policyNames,
  policyRules: itemTermsTexts.policyRules,
  rentalPrice: 'Rental price',
  serviceFee: 'Service fee',
  depositHeld: 'Deposit held',
  totalCharged: 'Total charged',
  commission: 'Commission',
  yourPayout: 'Your payout',
  refundPreview: (amount: string) => `You will get back ${amount}`,
  notCancellable: 'This booking cannot be cancelled now.',
  refundChanged:
    'What cancelling gives back has changed since you looked (a deadline of the policy has passed). Check the new amount before you confirm.',
} as const;
