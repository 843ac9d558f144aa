import type { ReceiptViewer } from './receipts';

/** The words of receipts: the page, its print view and the emailed copy. */
export const receiptTexts = {
  title: 'Receipt',
  pageTitle: (number: string) => `Receipt ${number}`,
  bookingNumber: 'Booking number',
  item: 'Item',
  dates: 'Dates',
  renter: 'Renter',
  owner: 'Owner',
  breakdown: 'Breakdown',
  payment: 'Payment',
  paidOn: 'Paid on',
  method: 'Method',
  methodOf: (provider: 'local' | 'stripe', suffix: string | null) => {
    const name = provider === 'stripe' ? 'Card (Stripe)' : 'Card (Lendwell checkout)';
    return suffix ? `${name}, ref. …${suffix}` : name;
  },
  refunds: 'Refunds',
  noRefunds: 'No refunds.',
  refundedOn: (date: string) => `Refunded on ${date}`,
  beingRefunded: 'Being refunded',
  netPaid: 'Paid after refunds',
  deposit: 'Security deposit',
  depositHeld: 'Held on the card',
  depositCaptured: 'Kept for damage',
  depositReleased: 'Released',
  depositNote: 'A deposit is a hold on the card, not a charge; it is released after the rental.',
  print: 'Print',
  back: 'Back to dashboard',
  link: 'Receipt',
  viewerNote: {
    renter: 'What you paid for this rental.',
    owner: 'What the renter paid, and what you earn from it.',
  } satisfies Record<ReceiptViewer, string>,
  notFound: 'Booking not found.',
  forbidden: 'Only the renter and the owner of a booking can see its receipt.',
  notPaid: 'This booking has not been paid, so it has no receipt.',
  loadFailed: 'The receipt could not be loaded. Try again.',
  mail: {
    subject: (itemTitle: string) => `Your receipt for ${itemTitle}`,
    heading: 'Thank you for your payment',
    greeting: (firstName: string) => `Hello ${firstName},`,
    intro: (itemTitle: string, dates: string) =>
      `We received your payment for ${itemTitle}, ${dates}. Here is your receipt.`,
    action: 'View your receipt',
    keep: 'Keep this email for your records.',
  },
} as const;
