/**
 * The words of card payments: what the server answers about a checkout, and what the payment
 * pages say. Apart from the shared messages, so that only the payment screens load them.
 */
export const paymentTexts = {
  redirecting: (provider: string) => `Redirecting to ${provider} checkout...`,
  successTitle: 'Payment Successful!',
  successBody: 'Your booking has been confirmed.',
  checkoutFailed: 'Something went wrong during checkout.',
  pending: 'Your payment is being processed. This page will update when it is confirmed.',
  failed: 'Your payment did not go through. No money was taken.',
  cardDeclined: 'Your card was declined. Please try another card.',
  cardUnknown:
    'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline, 4000 0000 0000 0341 to pay but decline the deposit).',
  onlyRenterPays: 'Only the person who made this booking can pay for it.',
  onlyRenterSees: 'Only the person who made this booking can see its payment.',
  notPayable: 'This booking cannot be paid now.',
  alreadyPaid: 'This booking is already paid.',
  tooLargeForCard:
    'This booking is too large to pay by card. Please arrange payment with the owner.',
  sessionNotFound: 'Payment session not found',
  sessionClosed: 'This checkout session is no longer open.',
  badSignature: 'The webhook signature is not valid.',
  providerUnavailable:
    'The payment service is not responding right now. Nothing was charged; please try again in a few minutes.',
  checkoutBeingOpened:
    'Your checkout is still being opened in another window or tab. Please try again in a moment.',
} as const;

/** The web app's booking panel, payment redirect, result and test checkout pages. */
export const paymentPageTexts = {
  preparing: 'Preparing your checkout...',
  bookingMissing: 'We could not tell which booking to pay for. Open it from your dashboard to pay.',
  stillProcessing:
    'Your payment is still being processed. Check your bookings on the dashboard in a minute.',
  testCheckoutNote:
    'This is a test checkout: no real card is charged. Pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a decline.',
} as const;
