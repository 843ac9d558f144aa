import { fullNameOf } from '../../../shared/people';
import { messageExcerpt, reportTargetPath } from '../../../shared/reports';
import { reportTexts } from '../../../shared/reportTexts';
import type { Report } from '../../../shared/schemas/reports';
import type { ReportRecord } from './repo';

const m = reportTexts;

function personName(record: ReportRecord): string | undefined {
  if (record.targetDeletedAt !== null) return undefined;
  return fullNameOf({ firstName: record.targetFirstName, lastName: record.targetLastName });
}

/** What the report is about, in words, and where it is; a target that is gone has no link. */
export function describeTarget(record: ReportRecord): Report['target'] {
  const name = personName(record);
  switch (record.targetType) {
    case 'listing': {
      const shown = record.listingTitle !== null && record.listingStatus !== 'inactive';
      return {
        label: shown && record.listingTitle !== null ? record.listingTitle : m.removedListing,
        path: shown ? reportTargetPath({ type: 'listing', id: record.targetId }) : null,
      };
    }
    case 'user':
      return {
        label: name ?? m.deletedUser,
        path: name ? reportTargetPath({ type: 'user', id: record.targetId }) : null,
      };
    case 'message':
      return {
        label: m.messageFrom(name ?? m.deletedUser, messageExcerpt(record.messageText ?? '')),
        path:
          record.messageText === null
            ? null
            : reportTargetPath({
                type: 'message',
                itemId: record.messageItemId,
                senderId: record.targetUserId,
              }),
      };
  }
}

export function toReport(record: ReportRecord): Report {
  return {
    id: record.id,
    targetType: record.targetType,
    targetId: record.targetId,
    target: describeTarget(record),
    reason: record.reason,
    details: record.details,
    status: record.status,
    resolutionNote: record.resolutionNote,
    resolvedAt: record.resolvedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}
