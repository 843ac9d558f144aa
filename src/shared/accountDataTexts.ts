/**
 * What the My data page, the deletion dialog and the server's refusals say about an account's
 * data. Apart from `messages`, which every page downloads first: only those need these.
 */
export const accountDataTexts = {
  pageTitle: 'My data',
  intro: 'Download everything your account holds, or delete your account.',
  exportHeading: 'Download my data',
  exportDescription:
    'A JSON file with your profile, listings, bookings, messages, reviews, notifications, saved searches, your reports, the people you blocked, your earnings and payouts, and the deposits and damage claims of your rentals.',
  exportButton: 'Download my data',
  exporting: 'Preparing your file…',
  exportFailed: 'Could not prepare your data. Please try again.',
  deleteHeading: 'Delete my account',
  deleteDescription:
    'Your profile, photos, listings, saved searches, blocks and sign-ins are removed at once. Messages and reviews you wrote stay for the others, shown as written by “Deleted user”. Bookings keep their dates, amounts and payments for accounting. Reports you made stay for our team without the details you wrote.',
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogText: 'This cannot be undone. Enter your password to confirm.',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password to confirm.',
  wrongPassword: 'That password is not right.',
  confirmDelete: 'Delete my account for good',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deleteFailed: 'Could not delete your account. Please try again.',
  deleted: 'Your account has been deleted. You have been signed out.',
  deletedUser: 'Deleted user',
  refusedPending:
    'Your account cannot be deleted while a booking request is waiting for an answer. Cancel it, or wait until it is accepted, rejected or expires.',
  refusedConfirmed:
    'Your account cannot be deleted while a confirmed rental has not ended. You can delete it once the rental is over.',
  refusedPayment:
    'Your account cannot be deleted while a payment is not settled: a refund is still on its way. Please try again once it has arrived.',
  refusedDeposit:
    'Your account cannot be deleted while a security deposit is held or a damage claim is being decided. Please try again once it is settled.',
  refusedEarnings:
    'Your account cannot be deleted while you have earnings not yet paid out. Request a payout on the Earnings page, and try again once it has been paid.',
} as const;
