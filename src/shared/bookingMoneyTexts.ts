/** The words of the money screens around a booking: the cost breakdown, cancellations, profiles. */
export const bookingMoneyTexts = {
  depositNote: 'Held on the renter’s card during the rental, charged only for damage.',
  depositHeldNote: 'Not charged unless the owner claims damage.',
  feesUnavailable: 'The service fee could not be loaded; it is added when you book.',
  refunded: 'Refunded',
  refundedToRenter: 'Refunded to the renter',
  ownerCancelTitle: 'Cancel this rental?',
  ownerCancelButton: 'Cancel Rental',
  ownerKeepButton: 'Keep Rental',
  ownerCancelAction: 'Cancel rental',
  ownerRefundPreview: (amount: string) => `The renter will get back ${amount}`,
  ownerRefundNote:
    'Cancelling a confirmed rental refunds the renter in full and shows on your profile.',
  refundLoading: 'Working out the refund…',
  refundFailed: 'The refund could not be worked out. Try again before cancelling.',
  policyRule: (name: string, rule: string) => `${name} policy: ${rule}`,
  notYetConfirmed: 'The owner has not confirmed yet, so everything you paid comes back.',
  nothingPaid: 'Nothing has been paid yet, so nothing is charged or refunded.',
  ownerCancellations: (count: number) =>
    `Cancelled ${count} confirmed ${count === 1 ? 'rental' : 'rentals'}`,
} as const;
