import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportTarget } from '../../../shared/moderation';
import type { Db } from '../../db/client';
import { items, messages, reports, users } from '../../db/schema';

/** The person a report is about, found from what is reported. */
export interface ResolvedTarget {
  targetUserId: string;
}

export interface NewReportRow {
  reporterId: string;
  targetType: ReportTarget;
  targetId: string;
  targetUserId: string;
  reason: ReportReason;
  details: string;
}

const targetUser = alias(users, 'target_user');

/**
 * A report with what its target looks like now: the listing's title and state, the message's
 * text and where it was written, the name of the person it is about.
 */
const recordColumns = {
  id: reports.id,
  reporterId: reports.reporterId,
  targetType: reports.targetType,
  targetId: reports.targetId,
  targetUserId: reports.targetUserId,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  resolutionNote: reports.resolutionNote,
  resolvedBy: reports.resolvedBy,
  resolvedAt: reports.resolvedAt,
  createdAt: reports.createdAt,
  listingTitle: items.title,
  listingStatus: items.status,
  messageText: messages.messageText,
  messageItemId: messages.itemId,
  targetFirstName: targetUser.firstName,
  targetLastName: targetUser.lastName,
  targetDeletedAt: targetUser.deletedAt,
};

/**
 * Reports matching `where`, newest first, each with its target's summary. Shared with the
 * administrators' queue, which shows the same summaries.
 */
export function selectReports(db: Db, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(reports)
    .innerJoin(targetUser, eq(targetUser.id, reports.targetUserId))
    .leftJoin(items, and(eq(reports.targetType, sql`'listing'`), eq(items.id, reports.targetId)))
    .leftJoin(
      messages,
      and(eq(reports.targetType, sql`'message'`), eq(messages.id, reports.targetId)),
    )
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

export type ReportRecord = Awaited<ReturnType<typeof selectReports>>[number];

export function createReportsRepo(db: Db) {
  return {
    /** A listing that is still there to be seen, by anyone or by an administrator (hidden). */
    async listingOwner(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: items.ownerId })
        .from(items)
        .where(and(eq(items.id, id), sql`${items.status} in ('active', 'hidden')`));
      return row?.ownerId;
    },

    async personExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row !== undefined;
    },

    async message(id: string): Promise<{ senderId: string; receiverId: string } | undefined> {
      const [row] = await db
        .select({ senderId: messages.senderId, receiverId: messages.receiverId })
        .from(messages)
        .where(eq(messages.id, id));
      return row;
    },

    /**
     * Files the report; undefined when the reporter has an open one of this target already. The
     * partial unique index decides, so two reports sent at once cannot both be filed.
     */
    async insert(report: NewReportRow, at: Date): Promise<string | undefined> {
      const [row] = await db
        .insert(reports)
        .values({ ...report, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return row?.id;
    },

    async findOwn(reporterId: string, id: string): Promise<ReportRecord | undefined> {
      const [row] = await selectReports(
        db,
        and(eq(reports.id, id), eq(reports.reporterId, reporterId)),
      );
      return row;
    },

    listByReporter(reporterId: string): Promise<ReportRecord[]> {
      return selectReports(db, eq(reports.reporterId, reporterId));
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
