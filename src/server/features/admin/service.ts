import { eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, calendarMonthOf } from '../../../shared/admin';
import { BOOKING_STATUSES } from '../../../shared/bookings';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import { type Cents, fromCents } from '../../../shared/money';
import type {
  AdminAuditLog,
  AdminAuditQuery,
  AdminBooking,
  AdminBookingList,
  AdminBookingsQuery,
  AdminListing,
  AdminListingList,
  AdminListingsQuery,
  AdminOverview,
  AdminReport,
  AdminReportDetail,
  AdminReportList,
  AdminReportsQuery,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUsersQuery,
  ReportDecisionBody,
} from '../../../shared/schemas/admin';
import type {
  AdminPayout,
  AdminPayoutList,
  AdminPayoutsQuery,
} from '../../../shared/schemas/earnings';
import type { Db } from '../../db/client';
import { bookings, reports } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { writeOutboxEvents } from '../../outbox/repo';
import { createLedgerRepo, markPayoutPaidIn, toAdminPayout } from '../ledger';
import { ITEM_CACHE_STALE_EVENT, type Lifecycle } from '../lifecycle';
import { type NotificationDraft, notifyInTransaction } from '../notifications';
import {
  toAdminBooking,
  toAdminListing,
  toAdminReport,
  toAdminReview,
  toAdminUser,
} from './presenters';
import { type AdminRepo, createAdminRepo, writeAuditEntry } from './repo';

export interface AdminServiceDeps {
  db: Db;
  now: () => Date;
  lifecycle: Pick<Lifecycle, 'cancelByAdminIn' | 'cancelPendingOfIn'>;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
}

const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;
const paging = (page: number, total: number) => ({ page, pageSize: ADMIN_PAGE_SIZE, total });

/** Each changed item's cached pages and result pages are dropped in every process, by the outbox. */
function staleItemEvents(tx: Db, itemIds: string[]): Promise<string[]> {
  return writeOutboxEvents(
    tx,
    itemIds.map((itemId) => ({
      type: ITEM_CACHE_STALE_EVENT,
      actorRole: 'system',
      payload: { itemId },
    })),
  );
}

/**
 * The admin console: reads across every feature's tables, and the decisions of an
 * administrator. Each decision is one transaction with its audit entry, its notifications and
 * its outbox events; the events are delivered once it commits.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { db, now, lifecycle } = deps;
  const repo = createAdminRepo(db);
  const ledger = createLedgerRepo(db);

  async function withBookingPayments(
    rows: Awaited<ReturnType<AdminRepo['bookingsAsRenter']>>,
  ): Promise<AdminBooking[]> {
    const statuses = await repo.paymentStatusesOf(rows.map((row) => row.id));
    return rows.map((row) => toAdminBooking(row, statuses.get(row.id) ?? []));
  }

  async function requireUser(id: string) {
    const user = await repo.findUser(id);
    if (!user) throw notFound('admin.userNotFound');
    return user;
  }

  async function requireListing(id: string): Promise<AdminListing> {
    const listing = await repo.findListing(id);
    if (!listing) throw notFound('admin.listingNotFound');
    return toAdminListing(listing);
  }

  async function requireBooking(id: string): Promise<AdminBooking> {
    const booking = await repo.findBooking(id);
    if (!booking) throw notFound('admin.bookingNotFound');
    const [presented] = await withBookingPayments([booking]);
    if (!presented) throw notFound('admin.bookingNotFound');
    return presented;
  }

  async function requireReport(id: string): Promise<AdminReport> {
    const report = await repo.findReport(id);
    if (!report) throw notFound('admin.reportNotFound');
    return toAdminReport(report);
  }

  /** Runs a decision and delivers its events (and emails) once it has committed. */
  async function decide(work: (tx: Db) => Promise<string[]>): Promise<void> {
    const eventIds = await db.transaction(work);
    await deps.outbox.deliverPromptly(eventIds);
  }

  return {
    async overview(): Promise<AdminOverview> {
      const month = calendarMonthOf(await repo.databaseNow());
      const counts = await repo.overview(month);
      const bookingsByState = Object.fromEntries(
        BOOKING_STATUSES.map((state) => [
          state,
          counts.byState.find((row) => row.status === state)?.total ?? 0,
        ]),
      ) as AdminOverview['bookingsByState'];
      return {
        users: counts.users,
        listings: counts.listings,
        bookingsByState,
        openReports: counts.openReports,
        deadLetters: counts.deadLetters,
        disputedClaims: counts.disputedClaims,
        payoutsDue: counts.payoutsDue,
        money: {
          month: month.start.toISOString().slice(0, 7),
          taken: fromCents(counts.takenCents as Cents),
          refunded: fromCents(counts.refundedCents as Cents),
        },
      };
    },

    async users(query: AdminUsersQuery): Promise<AdminUserList> {
      const { rows, total } = await repo.searchUsers(
        query.search,
        ADMIN_PAGE_SIZE,
        offsetOf(query.page),
      );
      return { ...paging(query.page, total), users: rows.map(toAdminUser) };
    },

    async user(id: string): Promise<AdminUserDetail> {
      const user = await requireUser(id);
      const [listings, asRenter, asOwner, against, by, written, received] = await Promise.all([
        repo.listingsOf(id),
        repo.bookingsAsRenter(id),
        repo.bookingsAsOwner(id),
        repo.reportsAgainst(id),
        repo.reportsBy(id),
        repo.reviewsWritten(id),
        repo.reviewsReceived(id),
      ]);
      return {
        user: toAdminUser(user),
        listings: listings.map(toAdminListing),
        bookingsAsRenter: await withBookingPayments(asRenter),
        bookingsAsOwner: await withBookingPayments(asOwner),
        reportsAgainst: against.map(toAdminReport),
        reportsBy: by.map(toAdminReport),
        reviewsWritten: written.map(toAdminReview),
        reviewsReceived: received.map(toAdminReview),
      };
    },

    /**
     * Suspends an account in one transaction: the suspension, every session revoked, the live
     * listings hidden with it, the pending requests it made or received cancelled with refunds
     * through the lifecycle, and the audit entry.
     */
    async suspend(adminId: string, userId: string, reason: string): Promise<AdminUser> {
      await decide(async (tx) => {
        const txRepo = createAdminRepo(tx);
        const user = await txRepo.lockUser(userId);
        if (!user) throw notFound('admin.userNotFound');
        if (user.deletedAt) throw conflict('admin.accountDeleted', 'ACCOUNT_DELETED');
        if (user.role === 'admin') throw conflict('admin.cannotSuspendAdmin', 'ADMIN_ACCOUNT');
        if (user.suspendedAt) throw conflict('admin.alreadySuspended', 'ALREADY_SUSPENDED');
        const at = now();
        await txRepo.setSuspension(userId, { at, reason });
        await txRepo.revokeSessions(userId, at);
        const hidden = await txRepo.hideListingsOf(userId, reason);
        const cancelled = await lifecycle.cancelPendingOfIn(tx, userId, {
          adminId,
          reason: inEnglish('moderation.suspensionCancellation'),
        });
        await writeAuditEntry(tx, {
          adminId,
          action: 'user.suspend',
          targetType: 'user',
          targetId: userId,
          reason,
        });
        return [...cancelled, ...(await staleItemEvents(tx, hidden))];
      });
      return toAdminUser(await requireUser(userId));
    },

    /** Lifts a suspension and shows again the listings hidden with it, not those hidden apart. */
    async reinstate(adminId: string, userId: string, note: string): Promise<AdminUser> {
      await decide(async (tx) => {
        const txRepo = createAdminRepo(tx);
        const user = await txRepo.lockUser(userId);
        if (!user) throw notFound('admin.userNotFound');
        if (!user.suspendedAt) throw conflict('admin.notSuspended', 'NOT_SUSPENDED');
        await txRepo.setSuspension(userId, null);
        const shown = await txRepo.unhideListingsOf(userId);
        await writeAuditEntry(tx, {
          adminId,
          action: 'user.reinstate',
          targetType: 'user',
          targetId: userId,
          reason: note,
        });
        return staleItemEvents(tx, shown);
      });
      return toAdminUser(await requireUser(userId));
    },

    async listings(query: AdminListingsQuery): Promise<AdminListingList> {
      const { rows, total } = await repo.searchListings(
        { search: query.search, status: query.status },
        ADMIN_PAGE_SIZE,
        offsetOf(query.page),
      );
      return { ...paging(query.page, total), listings: rows.map(toAdminListing) };
    },

    /** Hides a listing, tells its owner why (notification and, by their settings, email). */
    async hideListing(adminId: string, itemId: string, reason: string): Promise<AdminListing> {
      await decide(async (tx) => {
        const txRepo = createAdminRepo(tx);
        const item = await txRepo.lockListing(itemId);
        if (!item) throw notFound('admin.listingNotFound');
        if (item.status === 'inactive')
          throw conflict('admin.listingWithdrawn', 'LISTING_WITHDRAWN');
        if (item.status === 'hidden') throw conflict('admin.alreadyHidden', 'ALREADY_HIDDEN');
        await txRepo.setListingHidden(itemId, reason);
        await writeAuditEntry(tx, {
          adminId,
          action: 'listing.hide',
          targetType: 'listing',
          targetId: itemId,
          reason,
        });
        const draft: NotificationDraft = {
          userId: item.ownerId,
          kind: 'listing_hidden',
          category: 'booking_updates',
          linkPath: '/my-listings',
          bookingId: null,
          // Hidden again after an unhide is news again: the key names this hiding's moment.
          dedupeKey: `listing-hidden:${itemId}:${now().toISOString()}`,
          words: (i18n) => ({
            title: i18n._('moderation.hiddenTitle'),
            body: i18n._('moderation.hiddenBody', { title: item.title, reason }),
            actionLabel: i18n._('moderation.hiddenAction'),
          }),
        };
        const { mailIds } = await notifyInTransaction(tx, [draft]);
        return [...mailIds, ...(await staleItemEvents(tx, [itemId]))];
      });
      return requireListing(itemId);
    },

    async unhideListing(adminId: string, itemId: string, note: string): Promise<AdminListing> {
      await decide(async (tx) => {
        const txRepo = createAdminRepo(tx);
        const listed = await txRepo.findListing(itemId);
        if (!listed) throw notFound('admin.listingNotFound');
        // The owner first, then the item, in the order a suspension takes them.
        const owner = await txRepo.lockUser(listed.ownerId);
        const item = await txRepo.lockListing(itemId);
        if (!item) throw notFound('admin.listingNotFound');
        if (item.status !== 'hidden') throw conflict('admin.notHidden', 'NOT_HIDDEN');
        if (owner?.suspendedAt) throw conflict('admin.ownerSuspended', 'OWNER_SUSPENDED');
        await txRepo.setListingHidden(itemId, null);
        await writeAuditEntry(tx, {
          adminId,
          action: 'listing.unhide',
          targetType: 'listing',
          targetId: itemId,
          reason: note,
        });
        return staleItemEvents(tx, [itemId]);
      });
      return requireListing(itemId);
    },

    async bookings(query: AdminBookingsQuery): Promise<AdminBookingList> {
      const where = query.status ? eq(bookings.status, query.status) : undefined;
      const rows = await repo.bookingsWhere(where, ADMIN_PAGE_SIZE, offsetOf(query.page));
      return {
        ...paging(query.page, await repo.countBookings(where)),
        bookings: await withBookingPayments(rows),
      };
    },

    booking: requireBooking,

    /** Cancels with a full refund through the lifecycle's admin transition; both are told. */
    async cancelBooking(adminId: string, bookingId: string, reason: string): Promise<AdminBooking> {
      const eventIds = await db.transaction(async (tx) => {
        const result = await lifecycle.cancelByAdminIn(tx, bookingId, { adminId, reason });
        if (result.outcome === 'not_found') throw notFound('admin.bookingNotFound');
        if (result.outcome === 'not_cancellable') {
          throw conflict('admin.bookingNotCancellable', 'NOT_CANCELLABLE');
        }
        await writeAuditEntry(tx, {
          adminId,
          action: 'booking.cancel',
          targetType: 'booking',
          targetId: bookingId,
          reason,
        });
        return result.eventIds;
      });
      await deps.outbox.deliverPromptly(eventIds);
      return requireBooking(bookingId);
    },

    async reports(query: AdminReportsQuery): Promise<AdminReportList> {
      const where = query.status ? eq(reports.status, query.status) : undefined;
      const rows = await repo.reportsWhere(where, ADMIN_PAGE_SIZE, offsetOf(query.page));
      return {
        ...paging(query.page, await repo.countReports(where)),
        reports: rows.map(toAdminReport),
      };
    },

    async report(id: string): Promise<AdminReportDetail> {
      const report = await requireReport(id);
      const [listing, message, reportedUser] = await Promise.all([
        report.targetType === 'listing' ? repo.findListing(report.targetId) : undefined,
        report.targetType === 'message' ? repo.findMessage(report.targetId) : undefined,
        requireUser(report.reportedUser.id),
      ]);
      return {
        report,
        listing: listing ? toAdminListing(listing) : null,
        message: message ? { text: message.text, sentAt: message.sentAt.toISOString() } : null,
        reportedUser: toAdminUser(reportedUser),
      };
    },

    /** Resolves or dismisses an open report with a note; the reporter is told the outcome. */
    async decideReport(
      adminId: string,
      reportId: string,
      decision: ReportDecisionBody,
    ): Promise<AdminReport> {
      await decide(async (tx) => {
        const txRepo = createAdminRepo(tx);
        const report = await txRepo.lockOpenReport(reportId);
        if (!report) {
          if (await txRepo.reportExists(reportId)) {
            throw conflict('admin.reportDecided', 'REPORT_DECIDED');
          }
          throw notFound('admin.reportNotFound');
        }
        await txRepo.decideReport(reportId, {
          status: decision.outcome,
          note: decision.note,
          adminId,
          at: now(),
        });
        await writeAuditEntry(tx, {
          adminId,
          action: decision.outcome === 'resolved' ? 'report.resolve' : 'report.dismiss',
          targetType: 'report',
          targetId: reportId,
          reason: decision.note,
        });
        const resolved = decision.outcome === 'resolved';
        const { mailIds } = await notifyInTransaction(tx, [
          {
            userId: report.reporterId,
            kind: 'report_decided',
            category: 'booking_updates',
            linkPath: '/reports',
            bookingId: null,
            dedupeKey: `report:${reportId}`,
            words: (i18n) => ({
              title: i18n._(resolved ? 'moderation.resolvedTitle' : 'moderation.dismissedTitle'),
              body: i18n._(resolved ? 'moderation.resolvedBody' : 'moderation.dismissedBody', {
                note: decision.note,
              }),
              actionLabel: i18n._('moderation.outcomeAction'),
            }),
          },
        ]);
        return mailIds;
      });
      return requireReport(reportId);
    },

    async auditLog(query: AdminAuditQuery): Promise<AdminAuditLog> {
      const { rows, total } = await repo.auditPage(ADMIN_PAGE_SIZE, offsetOf(query.page));
      const labels = await repo.targetLabels(
        rows.map((row) => ({ type: row.targetType, id: row.targetId })),
      );
      const payoutIds = rows
        .filter((row) => row.targetType === 'payout')
        .map((row) => row.targetId);
      for (const [id, label] of await ledger.payoutLabels(payoutIds)) labels.set(id, label);
      return {
        ...paging(query.page, total),
        entries: rows.map((row) => ({
          id: row.id,
          admin: { id: row.adminId, name: `${row.adminFirstName} ${row.adminLastName}`.trim() },
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          targetLabel: labels.get(row.targetId) ?? row.targetId,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Owners' payouts: those waiting for an administrator first. */
    async payouts(query: AdminPayoutsQuery): Promise<AdminPayoutList> {
      const { rows, total } = await ledger.payoutsPage(
        query.status,
        ADMIN_PAGE_SIZE,
        offsetOf(query.page),
      );
      return {
        ...paging(query.page, total),
        payouts: rows.map((row) =>
          toAdminPayout(row.payout, `${row.firstName} ${row.lastName}`.trim()),
        ),
      };
    },

    /**
     * Records that a local payout was sent, with its audit entry (the note: how it was sent).
     * Idempotent: a payout already paid is answered as it stands, without a second entry.
     */
    async markPayoutPaid(adminId: string, payoutId: string, note = ''): Promise<AdminPayout> {
      await decide(async (tx) => {
        if (await markPayoutPaidIn(tx, payoutId, adminId, now())) {
          await writeAuditEntry(tx, {
            adminId,
            action: 'payout.mark_paid',
            targetType: 'payout',
            targetId: payoutId,
            reason: note,
          });
        }
        return [];
      });
      const payout = await ledger.findPayout(payoutId);
      if (!payout) throw notFound('admin.payoutNotFound');
      return toAdminPayout(payout, await ledger.ownerName(payout.userId));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
