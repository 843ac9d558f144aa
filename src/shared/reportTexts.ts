import type { ReportReason, ReportStatus, ReportTarget } from './moderation';

/** The buttons that open the report dialog: the one text a page needs before it is pressed. */
export const REPORT_BUTTON_LABELS: Record<ReportTarget, string> = {
  listing: 'Report listing',
  user: 'Report user',
  message: 'Report message',
};

/** Shortest details a report takes: enough for an administrator to know what to look at. */
export const REPORT_DETAILS_MIN_LENGTH = 10;
/** Longest details, as the database's check. */
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/**
 * What reports say: the dialog, the "My reports" page and the server's refusals. Apart from
 * `messages`, which every page downloads first: only the report dialog and page need these.
 */
export const reportTexts = {
  reasons: {
    scam: 'Scam',
    prohibited: 'Prohibited item',
    offensive: 'Offensive',
    unsafe: 'Unsafe',
    other: 'Other',
  } satisfies Record<ReportReason, string>,
  reasonHints: {
    scam: 'Asks for money outside Lendwell, fake listing, or a trick',
    prohibited: 'Something that may not be rented out',
    offensive: 'Insulting, hateful or harassing',
    unsafe: 'Could hurt someone, or a meeting felt unsafe',
    other: 'Something else; please describe it',
  } satisfies Record<ReportReason, string>,
  statuses: {
    open: 'Open',
    resolved: 'Resolved',
    dismissed: 'Dismissed',
  } satisfies Record<ReportStatus, string>,
  targets: {
    listing: 'Listing',
    user: 'User',
    message: 'Message',
  } satisfies Record<ReportTarget, string>,
  dialogTitle: {
    listing: 'Report this listing',
    user: 'Report this user',
    message: 'Report this message',
  } satisfies Record<ReportTarget, string>,
  /** The dialog names what is reported under its title. */
  dialogDescription: (label: string) => label,
  reasonLegend: 'Why are you reporting it?',
  reasonRequired: 'Choose a reason.',
  detailsLabel: 'What happened?',
  detailsHint: 'Only administrators read this.',
  detailsRequired: `Tell us what is wrong in at least ${REPORT_DETAILS_MIN_LENGTH} characters.`,
  detailsRequiredForOther: `"Other" needs a description: tell us what is wrong in at least ${REPORT_DETAILS_MIN_LENGTH} characters.`,
  detailsTooLong: `Keep the details under ${REPORT_DETAILS_MAX_LENGTH} characters.`,
  counter: (used: number) => `${used} / ${REPORT_DETAILS_MAX_LENGTH}`,
  submit: 'Send report',
  sending: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
  sent: 'Thank you. Your report was sent to our team.',
  sentHint: 'You can follow it on the My reports page.',
  seeMyReports: 'See my reports',
  failed: 'The report could not be sent. Please try again.',
  targetRequired: 'Say what you are reporting.',
  targetTypeInvalid: 'You can report a listing, a user or a message.',
  alreadyReported:
    'You have already reported this, and your report is still open. You will see the outcome on your My reports page.',
  listingNotFound: 'Listing not found',
  userNotFound: 'User not found',
  messageNotFound: 'Message not found',
  ownListing: 'You cannot report your own listing.',
  yourself: 'You cannot report yourself.',
  ownMessage: 'You cannot report your own message.',
  /** The "My reports" page. */
  pageTitle: 'My reports',
  intro:
    'What you reported and what became of it. An administrator reviews each report and may leave you a note.',
  empty: 'No reports yet',
  emptyHint:
    'If a listing, a person or a message breaks the rules, use its "Report" button and we will look into it.',
  loadFailed: 'Your reports could not be loaded.',
  retry: 'Try again',
  reportedOn: (date: string) => `Reported ${date}`,
  resolvedOn: (status: string, date: string) => `${status} ${date}`,
  reason: 'Reason',
  yourDetails: 'Your details',
  adminNote: 'Note from our team',
  waiting: 'Waiting for an administrator.',
  openTarget: 'Open',
  deletedUser: 'Deleted user',
  removedListing: 'Removed listing',
  messageFrom: (name: string, excerpt: string) => `Message from ${name}: "${excerpt}"`,
} as const;
