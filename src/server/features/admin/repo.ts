import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import type { AdminAction, AuditTarget } from '../../../shared/moderation';
import { REPORT_REASON_LABELS } from '../../../shared/reports';
import type { Db } from '../../db/client';
import {
  adminAuditLog,
  bookings,
  damageClaims,
  items,
  messages,
  outboxEvents,
  payments,
  payouts,
  reports,
  reviews,
  sessions,
  users,
} from '../../db/schema';
import { MAIL_EVENT } from '../../mail/queue';
import { escapeLike } from '../items';

/** How many of each kind a person's page shows: the newest ones. */
const DETAIL_ROWS = 50;

const renters = alias(users, 'renter');
const owners = alias(users, 'owner');
const reporters = alias(users, 'reporter');
const reported = alias(users, 'reported');
const resolvers = alias(users, 'resolver');
const reviewers = alias(users, 'reviewer');
const reportedListings = alias(items, 'reported_listing');

const contains = (text: string) => `%${escapeLike(text)}%`;

const listingColumns = {
  id: items.id,
  title: items.title,
  ownerId: items.ownerId,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  city: items.city,
  priceCents: items.priceCents,
  duration: items.duration,
  status: items.status,
  hiddenReason: items.hiddenReason,
  hiddenWithSuspension: items.hiddenWithSuspension,
  imageUrls: items.imageUrls,
  createdAt: items.createdAt,
};

const bookingColumns = {
  id: bookings.id,
  itemId: bookings.itemId,
  itemTitle: items.title,
  renterId: bookings.renterId,
  renterFirstName: renters.firstName,
  renterLastName: renters.lastName,
  ownerId: bookings.ownerId,
  ownerFirstName: owners.firstName,
  ownerLastName: owners.lastName,
  fromDate: bookings.fromDate,
  toDate: bookings.toDate,
  totalCents: bookings.totalCents,
  status: bookings.status,
  cancellationReason: bookings.cancellationReason,
  createdAt: bookings.createdAt,
};

const reportColumns = {
  id: reports.id,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  reporterId: reports.reporterId,
  reporterFirstName: reporters.firstName,
  reporterLastName: reporters.lastName,
  targetUserId: reports.targetUserId,
  targetFirstName: reported.firstName,
  targetLastName: reported.lastName,
  resolutionNote: reports.resolutionNote,
  resolvedById: reports.resolvedBy,
  resolverFirstName: resolvers.firstName,
  resolverLastName: resolvers.lastName,
  resolvedAt: reports.resolvedAt,
  createdAt: reports.createdAt,
  listingTitle: reportedListings.title,
  listingStatus: reportedListings.status,
};

const reviewColumns = {
  id: reviews.id,
  itemId: reviews.itemId,
  itemTitle: items.title,
  reviewerId: reviews.reviewerId,
  reviewerFirstName: reviewers.firstName,
  reviewerLastName: reviewers.lastName,
  ownerId: reviews.ownerId,
  ownerFirstName: owners.firstName,
  ownerLastName: owners.lastName,
  rating: reviews.rating,
  text: reviews.reviewText,
  createdAt: reviews.createdAt,
};

export interface AuditEntryDraft {
  adminId: string;
  action: AdminAction;
  targetType: AuditTarget;
  targetId: string;
  reason: string;
}

/**
 * The one writer of the audit log, called in the transaction of the action it records, so an
 * action and its entry commit together or not at all. The table refuses UPDATE and DELETE.
 */
export async function writeAuditEntry(tx: Db, entry: AuditEntryDraft): Promise<void> {
  await tx.insert(adminAuditLog).values(entry);
}

/** The admin console's reads and writes of other features' tables; only the console uses it. */
export function createAdminRepo(db: Db) {
  const selectListings = () =>
    db.select(listingColumns).from(items).innerJoin(users, eq(users.id, items.ownerId));
  const selectBookings = () =>
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(items, eq(items.id, bookings.itemId))
      .innerJoin(renters, eq(renters.id, bookings.renterId))
      .innerJoin(owners, eq(owners.id, bookings.ownerId));
  const selectReports = () =>
    db
      .select(reportColumns)
      .from(reports)
      .innerJoin(reporters, eq(reporters.id, reports.reporterId))
      .innerJoin(reported, eq(reported.id, reports.targetUserId))
      .leftJoin(resolvers, eq(resolvers.id, reports.resolvedBy))
      // A reported listing, so that every card names it; none for other targets or a deleted one.
      .leftJoin(
        reportedListings,
        and(eq(reports.targetType, 'listing'), eq(reportedListings.id, reports.targetId)),
      );
  const selectReviews = () =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
      .innerJoin(owners, eq(owners.id, reviews.ownerId));

  async function total(query: Promise<{ total: number }[]>): Promise<number> {
    const [row] = await query;
    return row?.total ?? 0;
  }

  return {
    /** Payments are stamped by the database's clock, so their month is read by it too. */
    async databaseNow(): Promise<Date> {
      const [row] = await db
        .select({
          now: sql<string>`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        })
        .from(sql`(select 1) as one`);
      return row ? new Date(row.now) : new Date();
    },

    async overview(month: { start: Date; end: Date }) {
      const [userCounts] = await db
        .select({
          total: count(),
          suspended: sql<number>`count(*) filter (where ${users.suspendedAt} is not null)::int`,
        })
        .from(users)
        .where(isNull(users.deletedAt));
      const [listingCounts] = await db
        .select({
          live: sql<number>`count(*) filter (where ${items.status} = 'active')::int`,
          hidden: sql<number>`count(*) filter (where ${items.status} = 'hidden')::int`,
        })
        .from(items);
      const byState = await db
        .select({ status: bookings.status, total: count() })
        .from(bookings)
        .groupBy(bookings.status);
      const openReports = await total(
        db.select({ total: count() }).from(reports).where(eq(reports.status, 'open')),
      );
      const deadLetters = await total(
        db
          .select({ total: count() })
          .from(outboxEvents)
          .where(and(isNotNull(outboxEvents.deadAt), isNull(outboxEvents.discardedAt))),
      );
      const disputedClaims = await total(
        db.select({ total: count() }).from(damageClaims).where(eq(damageClaims.status, 'disputed')),
      );
      const payoutsDue = await total(
        db.select({ total: count() }).from(payouts).where(eq(payouts.status, 'requested')),
      );
      const inMonth = (column: typeof payments.createdAt | typeof payments.updatedAt) =>
        and(gte(column, month.start), lt(column, month.end));
      // Payments keep no capture time: a captured attempt counts in the month it was opened,
      // a refund in the month its row last changed, which is when it went back.
      const [money] = await db
        .select({
          taken: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} in ('paid', 'refund_pending', 'refunded') and ${inMonth(payments.createdAt)}), 0)::bigint`,
          // What went back: a cancellation policy may keep part of a payment.
          refunded: sql<number>`coalesce(sum(${payments.refundCents}) filter (where ${payments.status} in ('refund_pending', 'refunded') and ${inMonth(payments.updatedAt)}), 0)::bigint`,
        })
        .from(payments);
      return {
        users: { total: userCounts?.total ?? 0, suspended: userCounts?.suspended ?? 0 },
        listings: { live: listingCounts?.live ?? 0, hidden: listingCounts?.hidden ?? 0 },
        byState,
        openReports,
        deadLetters,
        disputedClaims,
        payoutsDue,
        takenCents: Number(money?.taken ?? 0),
        refundedCents: Number(money?.refunded ?? 0),
      };
    },

    async searchUsers(search: string | undefined, limit: number, offset: number) {
      const where = and(
        isNull(users.deletedAt),
        search
          ? or(
              sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${contains(search)}`,
              sql`${users.email} ilike ${contains(search)}`,
            )
          : undefined,
      );
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: await total(db.select({ total: count() }).from(users).where(where)) };
    },

    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** NO KEY UPDATE: notifications still take their KEY SHARE on the row meanwhile. */
    async lockUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('no key update');
      return row;
    },

    async setSuspension(id: string, suspension: { at: Date; reason: string } | null) {
      await db
        .update(users)
        .set({
          suspendedAt: suspension?.at ?? null,
          suspensionReason: suspension?.reason ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },

    async revokeSessions(userId: string, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Hides the person's live listings with their suspension; returns the ids. */
    async hideListingsOf(ownerId: string, reason: string): Promise<string[]> {
      const rows = await db
        .update(items)
        .set({ status: 'hidden', hiddenReason: reason, hiddenWithSuspension: true })
        .where(and(eq(items.ownerId, ownerId), eq(items.status, 'active')))
        .returning({ id: items.id });
      return rows.map((row) => row.id);
    },

    /** Shows again the listings hidden with the person's suspension; returns the ids. */
    async unhideListingsOf(ownerId: string): Promise<string[]> {
      const rows = await db
        .update(items)
        .set({ status: 'active', hiddenReason: null, hiddenWithSuspension: false })
        .where(
          and(
            eq(items.ownerId, ownerId),
            eq(items.status, 'hidden'),
            eq(items.hiddenWithSuspension, true),
          ),
        )
        .returning({ id: items.id });
      return rows.map((row) => row.id);
    },

    async listingsOf(ownerId: string) {
      return selectListings()
        .where(eq(items.ownerId, ownerId))
        .orderBy(desc(items.createdAt), desc(items.id))
        .limit(DETAIL_ROWS);
    },

    async bookingsWhere(where: SQL | undefined, limit: number, offset = 0) {
      return selectBookings()
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(offset);
    },

    bookingsAsRenter(userId: string) {
      return this.bookingsWhere(eq(bookings.renterId, userId), DETAIL_ROWS);
    },

    bookingsAsOwner(userId: string) {
      return this.bookingsWhere(eq(bookings.ownerId, userId), DETAIL_ROWS);
    },

    countBookings(where: SQL | undefined) {
      return total(db.select({ total: count() }).from(bookings).where(where));
    },

    /** Each booking's checkout attempts' statuses, for its payment state. */
    async paymentStatusesOf(bookingIds: string[]): Promise<Map<string, string[]>> {
      const byBooking = new Map<string, string[]>();
      if (bookingIds.length === 0) return byBooking;
      const rows = await db
        .select({ bookingId: payments.bookingId, status: payments.status })
        .from(payments)
        .where(inArray(payments.bookingId, bookingIds));
      for (const row of rows) {
        byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row.status]);
      }
      return byBooking;
    },

    async findBooking(id: string) {
      const [row] = await selectBookings().where(eq(bookings.id, id));
      return row;
    },

    reportsWhere(where: SQL | undefined, limit: number, offset = 0) {
      return selectReports()
        .where(where)
        .orderBy(sql`${reports.status} = 'open' desc`, desc(reports.createdAt), desc(reports.id))
        .limit(limit)
        .offset(offset);
    },

    reportsAgainst(userId: string) {
      return this.reportsWhere(eq(reports.targetUserId, userId), DETAIL_ROWS);
    },

    reportsBy(userId: string) {
      return this.reportsWhere(eq(reports.reporterId, userId), DETAIL_ROWS);
    },

    countReports(where: SQL | undefined) {
      return total(db.select({ total: count() }).from(reports).where(where));
    },

    async findReport(id: string) {
      const [row] = await selectReports().where(eq(reports.id, id));
      return row;
    },

    async lockOpenReport(id: string) {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.id, id), eq(reports.status, 'open')))
        .for('update');
      return row;
    },

    async reportExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
      return row !== undefined;
    },

    async decideReport(
      id: string,
      decision: { status: 'resolved' | 'dismissed'; note: string; adminId: string; at: Date },
    ) {
      await db
        .update(reports)
        .set({
          status: decision.status,
          resolutionNote: decision.note,
          resolvedBy: decision.adminId,
          resolvedAt: decision.at,
        })
        .where(eq(reports.id, id));
    },

    async findMessage(id: string) {
      const [row] = await db
        .select({ text: messages.messageText, sentAt: messages.createdAt })
        .from(messages)
        .where(eq(messages.id, id));
      return row;
    },

    reviewsWritten(userId: string) {
      return selectReviews()
        .where(eq(reviews.reviewerId, userId))
        .orderBy(desc(reviews.createdAt))
        .limit(DETAIL_ROWS);
    },

    reviewsReceived(userId: string) {
      return selectReviews()
        .where(eq(reviews.ownerId, userId))
        .orderBy(desc(reviews.createdAt))
        .limit(DETAIL_ROWS);
    },

    async searchListings(
      filter: { search?: string; status?: 'active' | 'inactive' | 'hidden' },
      limit: number,
      offset: number,
    ) {
      const where = and(
        filter.status ? eq(items.status, filter.status) : undefined,
        filter.search ? sql`${items.title} ilike ${contains(filter.search)}` : undefined,
      );
      const rows = await selectListings()
        .where(where)
        .orderBy(desc(items.createdAt), desc(items.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: await total(db.select({ total: count() }).from(items).where(where)) };
    },

    async findListing(id: string) {
      const [row] = await selectListings().where(eq(items.id, id));
      return row;
    },

    /** The item's lock, the one every change to its bookings takes first. */
    async lockListing(id: string) {
      const [row] = await db
        .select({
          id: items.id,
          ownerId: items.ownerId,
          title: items.title,
          status: items.status,
          hiddenWithSuspension: items.hiddenWithSuspension,
        })
        .from(items)
        .where(eq(items.id, id))
        .for('no key update');
      return row;
    },

    async setListingHidden(id: string, reason: string | null) {
      await db
        .update(items)
        .set(
          reason === null
            ? { status: 'active', hiddenReason: null, hiddenWithSuspension: false }
            : { status: 'hidden', hiddenReason: reason, hiddenWithSuspension: false },
        )
        .where(eq(items.id, id));
    },

    async auditPage(limit: number, offset: number) {
      const rows = await db
        .select({
          id: adminAuditLog.id,
          adminId: adminAuditLog.adminId,
          adminFirstName: users.firstName,
          adminLastName: users.lastName,
          action: adminAuditLog.action,
          targetType: adminAuditLog.targetType,
          targetId: adminAuditLog.targetId,
          reason: adminAuditLog.reason,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .innerJoin(users, eq(users.id, adminAuditLog.adminId))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: await total(db.select({ total: count() }).from(adminAuditLog)) };
    },

    /** What the log's targets are called now, by id. */
    async targetLabels(targets: { type: AuditTarget; id: string }[]): Promise<Map<string, string>> {
      const idsOf = (type: AuditTarget) => [
        ...new Set(targets.filter((target) => target.type === type).map((target) => target.id)),
      ];
      const labels = new Map<string, string>();
      const userIds = idsOf('user');
      if (userIds.length > 0) {
        const rows = await db
          .select({ id: users.id, first: users.firstName, last: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds));
        for (const row of rows) labels.set(row.id, `${row.first} ${row.last}`.trim());
      }
      const itemIds = idsOf('listing');
      if (itemIds.length > 0) {
        const rows = await db
          .select({ id: items.id, title: items.title })
          .from(items)
          .where(inArray(items.id, itemIds));
        for (const row of rows) labels.set(row.id, row.title);
      }
      const bookingIds = idsOf('booking');
      if (bookingIds.length > 0) {
        const rows = await db
          .select({ id: bookings.id, title: items.title, from: bookings.fromDate })
          .from(bookings)
          .innerJoin(items, eq(items.id, bookings.itemId))
          .where(inArray(bookings.id, bookingIds));
        for (const row of rows) labels.set(row.id, `${row.title}, ${row.from}`);
      }
      const eventIds = idsOf('outbox_event');
      if (eventIds.length > 0) {
        const rows = await db
          .select({ id: outboxEvents.id, type: outboxEvents.type, payload: outboxEvents.payload })
          .from(outboxEvents)
          .where(inArray(outboxEvents.id, eventIds));
        for (const row of rows) {
          const to = row.payload.to;
          // An email by its recipient; any other event by its type, as stored.
          const label =
            row.type === MAIL_EVENT && typeof to === 'string'
              ? inEnglish('deadLetters.emailTo', { recipient: to })
              : row.type;
          labels.set(row.id, label);
        }
      }
      const reportIds = idsOf('report');
      if (reportIds.length > 0) {
        const rows = await db
          .select({ id: reports.id, reason: reports.reason, type: reports.targetType })
          .from(reports)
          .where(inArray(reports.id, reportIds));
        for (const row of rows) {
          labels.set(
            row.id,
            inEnglish('admin.audit.report', {
              target: row.type,
              reason: inEnglish(REPORT_REASON_LABELS[row.reason]),
            }),
          );
        }
      }
      return labels;
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
