import type { I18n } from '@lingui/core';
import { fullNameOf } from '../../../shared/people';
import { messageExcerpt, reportTargetPath } from '../../../shared/reports';
import type { Report } from '../../../shared/schemas/reports';
import type { ReportRecord } from './repo';

function personName(record: ReportRecord): string | undefined {
  if (record.targetDeletedAt !== null) return undefined;
  return fullNameOf({ firstName: record.targetFirstName, lastName: record.targetLastName });
}

/**
 * What the report is about, in words (the reader's, through `i18n`, where it is not someone's
 * own), and where it is; a target that is gone has no link.
 */
export function describeTarget(record: ReportRecord, i18n: I18n): Report['target'] {
  const name = personName(record);
  switch (record.targetType) {
    case 'listing': {
      const shown = record.listingTitle !== null && record.listingStatus !== 'inactive';
      return {
        label:
          shown && record.listingTitle !== null
            ? record.listingTitle
            : i18n._('reports.removedListing'),
        path: shown ? reportTargetPath({ type: 'listing', id: record.targetId }) : null,
      };
    }
    case 'user':
      return {
        label: name ?? i18n._('reports.deletedUser'),
        path: name ? reportTargetPath({ type: 'user', id: record.targetId }) : null,
      };
    case 'message':
      return {
        label: i18n._('reports.messageFrom', {
          name: name ?? i18n._('reports.deletedUser'),
          excerpt: messageExcerpt(record.messageText ?? ''),
        }),
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

export function toReport(record: ReportRecord, i18n: I18n): Report {
  return {
    id: record.id,
    targetType: record.targetType,
    targetId: record.targetId,
    target: describeTarget(record, i18n),
    reason: record.reason,
    details: record.details,
    status: record.status,
    resolutionNote: record.resolutionNote,
    resolvedAt: record.resolvedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}
