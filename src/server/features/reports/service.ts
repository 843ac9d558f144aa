import type { ReportTarget } from '../../../shared/moderation';
import { reportTexts } from '../../../shared/reportTexts';
import type { NewReport, Report, ReportList } from '../../../shared/schemas/reports';
import { badRequest, conflict, notFound, wellFormedIdOr404 } from '../../errors';
import { toReport } from './presenters';
import type { ReportsRepo } from './repo';

const m = reportTexts;

const NOT_FOUND: Record<ReportTarget, string> = {
  listing: m.listingNotFound,
  user: m.userNotFound,
  message: m.messageNotFound,
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
        if (!ownerId) throw notFound(m.listingNotFound);
        if (ownerId === reporterId) throw badRequest(m.ownListing, 'targetId');
        return ownerId;
      }
      case 'user':
        if (id === reporterId) throw badRequest(m.yourself, 'targetId');
        if (!(await repo.personExists(id))) throw notFound(m.userNotFound);
        return id;
      case 'message': {
        const message = await repo.message(id);
        if (!message || (message.receiverId !== reporterId && message.senderId !== reporterId)) {
          throw notFound(m.messageNotFound);
        }
        if (message.senderId === reporterId) throw badRequest(m.ownMessage, 'targetId');
        return message.senderId;
      }
    }
  }

  return {
    /** One open report per reporter and target; once it is resolved or dismissed, another may follow. */
    async create(reporterId: string, input: NewReport): Promise<Report> {
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
      if (!id) throw conflict(m.alreadyReported, 'REPORT_ALREADY_OPEN');
      const record = await repo.findOwn(reporterId, id);
      if (!record) throw notFound(NOT_FOUND[input.targetType]);
      return toReport(record);
    },

    /** The reporter's reports, newest first, with where each stands and the administrator's note. */
    async listOwn(reporterId: string): Promise<ReportList> {
      return { reports: (await repo.listByReporter(reporterId)).map(toReport) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
