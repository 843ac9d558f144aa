import { i18nFor } from '../../../shared/i18n/allCatalogs';
import type { AppLocale } from '../../../shared/i18n/locales';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { ReportTarget } from '../../../shared/moderation';
import type { NewReport, Report, ReportList } from '../../../shared/schemas/reports';
import { badRequest, conflict, notFound, wellFormedIdOr404 } from '../../errors';
import { toReport } from './presenters';
import type { ReportsRepo } from './repo';

const NOT_FOUND: Record<ReportTarget, MessageId> = {
  listing: 'reports.listingNotFound',
  user: 'errors.userNotFound',
  message: 'reports.messageNotFound',
};

export function createReportsService(repo: ReportsRepo, deps: { now: () => Date }) {
  /**
   * The person the report is about. A listing must still be up (or hidden by an administrator),
   * a person's account must exist, and a message must be one the reporter received: a message
   * of someone else's conversation is answered as one that does not exist.
   */
  async function targetUserOf(reporterId: string, type: ReportTarget, id: string) {
    switch (type) {
      case 'listing': {
        const ownerId = await repo.listingOwner(id);
        if (!ownerId) throw notFound(NOT_FOUND.listing);
        if (ownerId === reporterId) throw badRequest('reports.ownListing', 'targetId');
        return ownerId;
      }
      case 'user':
        if (id === reporterId) throw badRequest('reports.yourself', 'targetId');
        if (!(await repo.personExists(id))) throw notFound(NOT_FOUND.user);
        return id;
      case 'message': {
        const message = await repo.message(id);
        if (!message || (message.receiverId !== reporterId && message.senderId !== reporterId)) {
          throw notFound(NOT_FOUND.message);
        }
        if (message.senderId === reporterId) throw badRequest('reports.ownMessage', 'targetId');
        return message.senderId;
      }
    }
  }

  return {
    /** One open report per reporter and target; once it is resolved or dismissed, another may follow. */
    /** The answer's words are in `locale`, the reader's language. */
    async create(reporterId: string, input: NewReport, locale: AppLocale): Promise<Report> {
      const targetId = wellFormedIdOr404(input.targetId, NOT_FOUND[input.targetType]);
      const targetUserId = await targetUserOf(reporterId, input.targetType, targetId);
      const id = await repo.insert(
        {
          reporterId,
          targetType: input.targetType,
          targetId,
          targetUserId,
          reason: input.reason,
          details: input.details,
        },
        deps.now(),
      );
      if (!id) throw conflict('reports.alreadyReported', 'REPORT_ALREADY_OPEN');
      const record = await repo.findOwn(reporterId, id);
      if (!record) throw notFound(NOT_FOUND[input.targetType]);
      return toReport(record, i18nFor(locale));
    },

    /** The reporter's reports, newest first, with where each stands and the administrator's note. */
    async listOwn(reporterId: string, locale: AppLocale): Promise<ReportList> {
      const i18n = i18nFor(locale);
      return {
        reports: (await repo.listByReporter(reporterId)).map((record) => toReport(record, i18n)),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
