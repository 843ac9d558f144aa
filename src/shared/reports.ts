import { chatPath } from './chat';
import type { MessageId } from './i18n/messageIds';
import type { ReportReason, ReportStatus, ReportTarget } from './moderation';

/** Shortest details a report takes: enough for an administrator to know what to look at. */
export const REPORT_DETAILS_MIN_LENGTH = 10;
/** Longest details, as the database's check. */
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/**
 * The words of each reason, kind of target and status, by message id: the reporter's screens
 * and the administrators' read the same.
 */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageId> = {
  scam: 'reports.reason.scam',
  prohibited: 'reports.reason.prohibited',
  offensive: 'reports.reason.offensive',
  unsafe: 'reports.reason.unsafe',
  other: 'reports.reason.other',
};
export const REPORT_TARGET_LABELS: Record<ReportTarget, MessageId> = {
  listing: 'reports.target.listing',
  user: 'reports.target.user',
  message: 'reports.target.message',
};
export const REPORT_STATUS_LABELS: Record<ReportStatus, MessageId> = {
  open: 'reports.status.open',
  resolved: 'reports.status.resolved',
  dismissed: 'reports.status.dismissed',
};

/** How much of a reported message its report shows: enough to recognise it. */
export const REPORT_EXCERPT_LENGTH = 80;

/** The start of a message on one line, cut at a word where it is long. */
export function messageExcerpt(text: string, max = REPORT_EXCERPT_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Where a reported thing is shown in the app. */
export function reportTargetPath(
  target:
    | { type: Exclude<ReportTarget, 'message'>; id: string }
    | { type: 'message'; itemId: string | null; senderId: string },
): string {
  switch (target.type) {
    case 'listing':
      return `/item/${encodeURIComponent(target.id)}`;
    case 'user':
      return `/users/${encodeURIComponent(target.id)}`;
    case 'message':
      return chatPath(target.itemId, target.senderId);
  }
}
