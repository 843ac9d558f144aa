/**
 * The words of trust and safety that the database, the API and the screens share: what can be
 * reported and why, where a report stands, and what an administrator can do.
 */

/** What a signed-in person can report. */
export const REPORT_TARGETS = ['listing', 'user', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why, from a short list; `other` asks for the details to say. */
export const REPORT_REASONS = ['scam', 'prohibited', 'offensive', 'unsafe', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** An open report waits for an administrator, who resolves it (acted on) or dismisses it. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Every action an administrator can take; each writes one audit log entry. */
export const ADMIN_ACTIONS = [
  'user.suspend',
  'user.reinstate',
  'listing.hide',
  'listing.unhide',
  'booking.cancel',
  'report.resolve',
  'report.dismiss',
  'payout.mark_paid',
  'claim.decide',
  'outbox.retry',
  'outbox.discard',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What an audit log entry names: one of the things an administrator acts on. */
export const AUDIT_TARGETS = [
  'user',
  'listing',
  'booking',
  'report',
  'payout',
  'claim',
  'outbox_event',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
