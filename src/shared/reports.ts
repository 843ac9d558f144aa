import { chatPath } from './chat';
import type { ReportTarget } from './moderation';

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
