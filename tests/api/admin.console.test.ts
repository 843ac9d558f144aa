import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type {
  AdminAuditLog,
  AdminBooking,
  AdminBookingList,
  AdminListing,
  AdminListingList,
  AdminOverview,
  AdminReport,
  AdminReportDetail,
  AdminReportList,
  AdminUserDetail,
  AdminUserList,
} from '../../src/shared/schemas/admin';
import type { Item } from '../../src/shared/schemas/items';
import { adminCall, adminOk, insertReport, paymentOf, signUpAdmin } from './support/admin';
import { bookingById, pendingBookingWorld, setupBookingsApp } from './support/bookings';
import { sendMessage } from './support/messages';
import { kindsOf, notificationsOf } from './support/notifications';
import { openCheckout, payLocally } from './support/payments';
import { bearer, signUp } from './support/users';

const app = setupBookingsApp();
const { ctx } = app;

const ok = <T>(token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  adminOk<T>(ctx.app, token, method, path, payload);

describe('the overview', () => {
  it('counts users, live listings, bookings by state, open reports and this month’s money', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { renter, owner, booking, item } = await pendingBookingWorld(app);
    const checkout = await openCheckout(ctx.app, renter.token, booking.id);
    expect((await payLocally(ctx.app, checkout.id)).statusCode).toBe(200);
    await insertReport(ctx.database.db, {
      reporterId: renter.id,
      targetType: 'listing',
      targetId: item.id,
      targetUserId: owner.id,
    });

    const overview = await ok<AdminOverview>(admin.token, 'GET', '/overview');
    expect(overview).toEqual({
      users: { total: 4, suspended: 0 },
      listings: { live: 1, hidden: 0 },
      bookingsByState: { pending: 0, confirmed: 1, rejected: 0, completed: 0, cancelled: 0 },
      openReports: 1,
      deadLetters: 0,
      disputedClaims: 0,
      payoutsDue: 0,
      money: {
        month: new Date().toISOString().slice(0, 7),
        taken: booking.charges.total_charged,
        refunded: 0,
      },
    });

    await ok(admin.token, 'POST', `/bookings/${booking.id}/cancel`, { reason: 'Stolen card.' });
    await ctx.app.services.outbox.runOnce();
    const after = await ok<AdminOverview>(admin.token, 'GET', '/overview');
    expect(after.money).toMatchObject({ refunded: booking.charges.total_charged });
    expect(after.bookingsByState.cancelled).toBe(1);
  });
});

describe('users', () => {
  it('searches by name or email, a page at a time', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const found = await signUp(ctx.app, { firstName: 'Quinn', lastName: 'Zebedee' });
    await signUp(ctx.app, { firstName: 'Other', lastName: 'Person' });
    const byName = await ok<AdminUserList>(admin.token, 'GET', '/users?search=quinn%20zeb');
    expect(byName.users.map((user) => user.id)).toEqual([found.user.id]);
    const byEmail = await ok<AdminUserList>(
      admin.token,
      'GET',
      `/users?search=${encodeURIComponent(found.user.email.toUpperCase())}`,
    );
    expect(byEmail).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const percent = await ok<AdminUserList>(admin.token, 'GET', '/users?search=%25');
    expect(percent.users).toEqual([]);
    const all = await ok<AdminUserList>(admin.token, 'GET', '/users?page=2');
    expect(all).toMatchObject({ total: 3, page: 2, users: [] });
  });

  it('shows one person with listings, bookings both ways, reports and reviews', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { owner, renter, item, booking } = await pendingBookingWorld(app);
    await insertReport(ctx.database.db, {
      reporterId: renter.id,
      targetType: 'user',
      targetId: owner.id,
      targetUserId: owner.id,
    });
    const ownerView = await ok<AdminUserDetail>(admin.token, 'GET', `/users/${owner.id}`);
    expect(ownerView.listings.map((listing) => listing.id)).toEqual([item.id]);
    expect(ownerView.bookingsAsOwner.map((entry) => entry.id)).toEqual([booking.id]);
    expect(ownerView.bookingsAsRenter).toEqual([]);
    expect(ownerView.reportsAgainst).toHaveLength(1);
    expect(ownerView.reviewsReceived).toEqual([]);
    const renterView = await ok<AdminUserDetail>(admin.token, 'GET', `/users/${renter.id}`);
    expect(renterView.bookingsAsRenter[0]).toMatchObject({ id: booking.id, status: 'pending' });
    expect(renterView.reportsBy).toHaveLength(1);
    expect(renterView.user).not.toHaveProperty('passwordHash');
  });
});

describe('listings', () => {
  it('hides a listing with a reason: gone from search and its page, the owner told and shown why', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { owner, item } = await pendingBookingWorld(app, { title: 'Hideable tent' });
    const search = async () =>
      (await ctx.app.inject({ url: '/api/items', query: { search: 'hideable' } }))
        .json<{ items: Item[] }>()
        .items.map((found) => found.id);
    expect(await search()).toEqual([item.id]);
    expect((await ctx.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(200);

    const reason = 'Prohibited: a tent sold as new.';
    const { listing } = await ok<{ listing: AdminListing }>(
      admin.token,
      'POST',
      `/listings/${item.id}/hide`,
      { reason },
    );
    expect(listing).toMatchObject({ status: 'hidden', hiddenReason: reason });
    expect(await search()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(404);

    const own = await ctx.app.inject({ url: '/api/items/my-items', headers: bearer(owner.token) });
    expect(own.json<{ items: Item[] }>().items).toEqual([
      expect.objectContaining({ id: item.id, status: 'hidden', hiddenReason: reason }),
    ]);
    const [notice] = (await notificationsOf(ctx.app, owner.token)).notifications;
    expect(notice).toMatchObject({
      kind: 'listing_hidden',
      title: inEnglish('moderation.hiddenTitle'),
      body: inEnglish('moderation.hiddenBody', { title: 'Hideable tent', reason }),
    });

    const hiddenOnly = await ok<AdminListingList>(admin.token, 'GET', '/listings?status=hidden');
    expect(hiddenOnly.listings.map((entry) => entry.id)).toEqual([item.id]);
    const again = await adminCall(ctx.app, admin.token, 'POST', `/listings/${item.id}/hide`, {
      reason,
    });
    expect(again.statusCode).toBe(409);

    await ok(admin.token, 'POST', `/listings/${item.id}/unhide`, {});
    expect(await search()).toEqual([item.id]);
    const twice = await adminCall(ctx.app, admin.token, 'POST', `/listings/${item.id}/unhide`, {});
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to hide a listing its owner deleted (409) and finds listings by title', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { owner, item } = await pendingBookingWorld(app, { title: 'Withdrawn kayak' });
    const found = await ok<AdminListingList>(admin.token, 'GET', '/listings?search=KAYAK');
    expect(found.listings.map((entry) => entry.title)).toEqual(['Withdrawn kayak']);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
    });
    const response = await adminCall(ctx.app, admin.token, 'POST', `/listings/${item.id}/hide`, {
      reason: 'Too late.',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('bookings', () => {
  it('lists by state, shows any, and cancels a paid one with a full refund, both people told', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { owner, renter, booking } = await pendingBookingWorld(app);
    const checkout = await openCheckout(ctx.app, renter.token, booking.id);
    expect((await payLocally(ctx.app, checkout.id)).statusCode).toBe(200);

    const confirmed = await ok<AdminBookingList>(admin.token, 'GET', '/bookings?status=confirmed');
    expect(confirmed.bookings.map((entry) => entry.id)).toEqual([booking.id]);
    expect((await ok<AdminBookingList>(admin.token, 'GET', '/bookings?status=pending')).total).toBe(
      0,
    );
    const shown = await ok<{ booking: AdminBooking }>(
      admin.token,
      'GET',
      `/bookings/${booking.id}`,
    );
    expect(shown.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const reason = 'The item was reported stolen.';
    const { booking: cancelled } = await ok<{ booking: AdminBooking }>(
      admin.token,
      'POST',
      `/bookings/${booking.id}/cancel`,
      { reason },
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: reason });
    await ctx.app.services.outbox.runOnce();
    expect((await paymentOf(ctx.database.db, checkout.id))?.status).toBe('refunded');
    expect((await bookingById(ctx.app, renter.token, booking.id)).payment_status).toBe('refunded');
    for (const token of [renter.token, owner.token]) {
      expect(await kindsOf(ctx.app, token)).toEqual(
        expect.arrayContaining(['booking_cancelled_by_admin', 'payment_refunded']),
      );
    }
    const again = await adminCall(ctx.app, admin.token, 'POST', `/bookings/${booking.id}/cancel`, {
      reason,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_CANCELLABLE');
  });
});

describe('reports', () => {
  it('queues open reports first, shows one with its target, and decides it with a note the reporter reads', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { owner, renter, item } = await pendingBookingWorld(app);
    const message = await sendMessage(ctx.app, owner.token, {
      receiverId: renter.id,
      itemId: item.id,
      messageText: 'Pay me in gift cards.',
    });
    const older = await insertReport(ctx.database.db, {
      reporterId: renter.id,
      targetType: 'listing',
      targetId: item.id,
      targetUserId: owner.id,
    });
    const messageReport = await insertReport(ctx.database.db, {
      reporterId: renter.id,
      targetType: 'message',
      targetId: message.id,
      targetUserId: owner.id,
      reason: 'offensive',
    });

    const listingDetail = await ok<AdminReportDetail>(admin.token, 'GET', `/reports/${older}`);
    expect(listingDetail.listing).toMatchObject({ id: item.id });
    expect(listingDetail.reportedUser).toMatchObject({ id: owner.id });
    const messageDetail = await ok<AdminReportDetail>(
      admin.token,
      'GET',
      `/reports/${messageReport}`,
    );
    expect(messageDetail.message).toMatchObject({ text: 'Pay me in gift cards.' });

    const note = 'We hid the listing and spoke to the owner.';
    const { report } = await ok<{ report: AdminReport }>(
      admin.token,
      'POST',
      `/reports/${older}/decision`,
      { outcome: 'resolved', note },
    );
    expect(report).toMatchObject({ status: 'resolved', resolutionNote: note });
    expect(report.resolvedBy?.id).toBe(admin.id);
    const [notice] = (await notificationsOf(ctx.app, renter.token)).notifications;
    expect(notice).toMatchObject({
      kind: 'report_decided',
      body: inEnglish('moderation.resolvedBody', { note }),
    });

    const queue = await ok<AdminReportList>(admin.token, 'GET', '/reports');
    expect(queue.reports.map((entry) => entry.id)).toEqual([messageReport, older]);
    const open = await ok<AdminReportList>(admin.token, 'GET', '/reports?status=open');
    expect(open.reports.map((entry) => entry.id)).toEqual([messageReport]);

    const twice = await adminCall(ctx.app, admin.token, 'POST', `/reports/${older}/decision`, {
      outcome: 'dismissed',
      note,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REPORT_DECIDED');
  });
});

describe('the audit log', () => {
  it('lists every decision newest first, with who, what, on what and why', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { renter, owner, item } = await pendingBookingWorld(app, { title: 'Logged lamp' });
    const reportId = await insertReport(ctx.database.db, {
      reporterId: renter.id,
      targetType: 'listing',
      targetId: item.id,
      targetUserId: owner.id,
    });
    await ok(admin.token, 'POST', `/listings/${item.id}/hide`, { reason: 'Unsafe wiring.' });
    await ok(admin.token, 'POST', `/reports/${reportId}/decision`, {
      outcome: 'dismissed',
      note: 'Nothing wrong.',
    });
    const log = await ok<AdminAuditLog>(admin.token, 'GET', '/audit-log');
    expect(log.entries.map((entry) => [entry.action, entry.targetLabel, entry.reason])).toEqual([
      ['report.dismiss', 'Listing report: Scam', 'Nothing wrong.'],
      ['listing.hide', 'Logged lamp', 'Unsafe wiring.'],
    ]);
    expect(log.entries[0]?.admin).toEqual({ id: admin.id, name: 'Ada Admin' });
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { item } = await pendingBookingWorld(app);
    await ok(admin.token, 'POST', `/listings/${item.id}/hide`, { reason: 'Unsafe wiring.' });
    const db = ctx.database.db;
    await expect(
      db
        .update(adminAuditLog)
        .set({ reason: 'rewritten' })
        .where(eq(adminAuditLog.targetId, item.id)),
    ).rejects.toThrow();
    await expect(db.delete(adminAuditLog)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
    const [entry] = await db.select().from(adminAuditLog);
    expect(entry?.reason).toBe('Unsafe wiring.');
  });

  it('records nothing for a refused decision: the action and its entry commit together', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { item } = await pendingBookingWorld(app);
    await ok(admin.token, 'POST', `/listings/${item.id}/hide`, { reason: 'Once.' });
    await adminCall(ctx.app, admin.token, 'POST', `/listings/${item.id}/hide`, {
      reason: 'Twice.',
    });
    const log = await ok<AdminAuditLog>(admin.token, 'GET', '/audit-log');
    expect(log.entries.map((entry) => entry.reason)).toEqual(['Once.']);
  });
});
