import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { AdminUser, AdminUserDetail } from '../../src/shared/schemas/admin';
import type { Item } from '../../src/shared/schemas/items';
import { issueTestLink } from './support/accountMail';
import { adminCall, adminOk, markCheckoutCaptured, paymentOf, signUpAdmin } from './support/admin';
import { book, bookingById, pendingBookingWorld, setupBookingsApp } from './support/bookings';
import { kindsOf } from './support/notifications';
import { openCheckout, payLocally } from './support/payments';
import { bearer, newAccount, signUp } from './support/users';

const app = setupBookingsApp();
const { ctx, clock } = app;
const REASON = 'Asked renters to pay outside Lendwell.';

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });

const suspend = (token: string, userId: string, reason = REASON) =>
  adminOk<{ user: AdminUser }>(ctx.app, token, 'POST', `/users/${userId}/suspend`, { reason });

const reinstate = (token: string, userId: string) =>
  adminOk<{ user: AdminUser }>(ctx.app, token, 'POST', `/users/${userId}/reinstate`, {
    reason: 'Talked it through.',
  });

async function searchTitles(search: string): Promise<string[]> {
  const response = await ctx.app.inject({ url: '/api/items', query: { search } });
  return response.json<{ items: Item[] }>().items.map((item) => item.title);
}

const itemPage = (id: string) => ctx.app.inject({ url: `/api/items/${id}` });

async function myItems(token: string): Promise<Item[]> {
  const response = await ctx.app.inject({ url: '/api/items/my-items', headers: bearer(token) });
  return response.json<{ items: Item[] }>().items;
}

describe('suspending an account', () => {
  it('refuses every session of the account on its very next request', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const account = await signUp(ctx.app);
    const second = (await signIn(account.user.email, account.password)).json<{ token: string }>();
    expect((await me(account.token)).statusCode).toBe(200);

    const { user } = await suspend(admin.token, account.user.id);
    expect(user).toMatchObject({ suspensionReason: REASON });
    expect(user.suspendedAt).not.toBeNull();

    for (const token of [account.token, second.token]) {
      expect((await me(token)).statusCode).toBe(401);
    }
  });

  it("tells an ended session's holder why, and only while the account stays suspended", async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const account = await signUp(ctx.app);
    const earlier = (await signIn(account.user.email, account.password)).json<{ token: string }>();
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(earlier.token),
    });
    expect(signedOut.statusCode).toBe(204);
    await suspend(admin.token, account.user.id);

    const refused = await me(account.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: inEnglish('moderation.suspendedSignedOut', { reason: REASON }),
      code: 'ACCOUNT_SUSPENDED',
    });
    // A session signed out before the suspension learns nothing of it.
    expect((await me(earlier.token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // Nor does a token that was never a session.
    expect((await me('not-a-session')).json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    await reinstate(admin.token, account.user.id);
    // Reinstated, the ended session stays ended, with no reason left to give.
    expect((await me(account.token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses a session that escaped the revocation (opened in a race) while suspended', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const account = await signUp(ctx.app);
    await suspend(admin.token, account.user.id);
    // As if a sign-in had committed its session just after the suspension revoked the others.
    const raced = await ctx.app.services.sessions.create(account.user.id);
    expect((await me(raced)).statusCode).toBe(401);
    await reinstate(admin.token, account.user.id);
    expect((await me(raced)).statusCode).toBe(200);
  });

  it('refuses sign-in with a 403 that says the account is suspended and why', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const account = await signUp(ctx.app);
    await suspend(admin.token, account.user.id);

    const refused = await signIn(account.user.email, account.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: inEnglish('moderation.suspended', { reason: REASON }),
      code: 'ACCOUNT_SUSPENDED',
    });
    expect(refused.json().error).toContain('suspended');
    // Without the password nothing more is learnt than from any wrong password.
    expect((await signIn(account.user.email, 'Wrong-pass-1')).statusCode).toBe(401);

    await reinstate(admin.token, account.user.id);
    expect((await signIn(account.user.email, account.password)).statusCode).toBe(200);
  });

  it('is not undone by a password reset or a sign-up with the same address', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const account = await signUp(ctx.app);
    await suspend(admin.token, account.user.id);

    const link = await issueTestLink(ctx, account.user, 'password-reset', clock.now());
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link, password: 'Another-pass-9' },
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().code).toBe('ACCOUNT_SUSPENDED');

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ email: account.user.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
  });

  it('hides the live listings with it, out of search and the item page, and shows them again on reinstatement', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { owner, item, createItem } = await pendingBookingWorld(app, {
      title: 'Suspended drill',
    });
    const hiddenApart = await createItem({ title: 'Suspended ladder' });
    await adminOk(ctx.app, admin.token, 'POST', `/listings/${hiddenApart.id}/hide`, {
      reason: 'Blurry photos of a stolen ladder.',
    });
    // Read once, so that the cached page and result page must be dropped.
    expect(await searchTitles('suspended')).toEqual(['Suspended drill']);
    expect((await itemPage(item.id)).statusCode).toBe(200);

    await suspend(admin.token, owner.id);
    expect(await searchTitles('suspended')).toEqual([]);
    expect((await itemPage(item.id)).statusCode).toBe(404);
    const detail = await adminOk<AdminUserDetail>(
      ctx.app,
      admin.token,
      'GET',
      `/users/${owner.id}`,
    );
    expect(detail.listings.find((listing) => listing.id === item.id)).toMatchObject({
      status: 'hidden',
      hiddenReason: REASON,
      hiddenWithSuspension: true,
    });

    await reinstate(admin.token, owner.id);
    expect(await searchTitles('suspended')).toEqual(['Suspended drill']);
    expect((await itemPage(item.id)).statusCode).toBe(200);
    // The listing hidden on its own stays hidden.
    expect((await itemPage(hiddenApart.id)).statusCode).toBe(404);
    // The suspension ended the owner's sessions: a new one, as a sign-in would open.
    const owned = await myItems(await ctx.app.services.sessions.create(owner.id));
    expect(owned.find((listing) => listing.id === hiddenApart.id)).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Blurry photos of a stolen ladder.',
    });
  });

  it('cancels the pending requests it made and received through the lifecycle, refunding money taken', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { owner, renter, item, booking } = await pendingBookingWorld(app, {}, 3, 5);
    const checkout = await openCheckout(ctx.app, renter.token, booking.id);
    await markCheckoutCaptured(ctx.database.db, checkout.id, 'ref-suspended-owner');
    // A request the suspended person made, of someone else's item.
    const other = await signUp(ctx.app);
    const otherItem = await pendingBookingWorld(app, {}, 8, 9);
    const made = await book(ctx.app, owner.token, otherItem.item, clock.day(12), clock.day(14));
    // A confirmed rental is not a request: it stays.
    const confirmedRequest = await book(ctx.app, renter.token, item, clock.day(20), clock.day(22));
    const paid = await openCheckout(ctx.app, renter.token, confirmedRequest.id);
    expect((await payLocally(ctx.app, paid.id)).statusCode).toBe(200);

    await suspend(admin.token, owner.id);

    const cancelled = await bookingById(ctx.app, renter.token, booking.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation_reason: inEnglish('moderation.suspensionCancellation'),
    });
    expect((await bookingById(ctx.app, otherItem.owner.token, made.id)).status).toBe('cancelled');
    expect((await bookingById(ctx.app, renter.token, confirmedRequest.id)).status).toBe(
      'confirmed',
    );
    await ctx.app.services.outbox.runOnce();
    expect((await paymentOf(ctx.database.db, checkout.id))?.status).toBe('refunded');
    expect(await kindsOf(ctx.app, renter.token)).toEqual(
      expect.arrayContaining(['booking_cancelled_by_admin', 'payment_refunded']),
    );
    expect(other.user.id).not.toBe(owner.id);
  });

  it('refuses to suspend twice, an administrator, or to reinstate who is not suspended (409)', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const otherAdmin = await signUpAdmin(ctx.app, ctx.database.db);
    const account = await signUp(ctx.app);
    const refusal = async (path: string, code: string) => {
      const response = await adminCall(ctx.app, admin.token, 'POST', path, { reason: REASON });
      expect(response.statusCode, path).toBe(409);
      expect(response.json().code).toBe(code);
    };
    await refusal(`/users/${account.user.id}/reinstate`, 'NOT_SUSPENDED');
    await suspend(admin.token, account.user.id);
    await refusal(`/users/${account.user.id}/suspend`, 'ALREADY_SUSPENDED');
    await refusal(`/users/${otherAdmin.id}/suspend`, 'ADMIN_ACCOUNT');
  });

  it('writes one audit entry per decision, naming who, what, on whom and why', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const account = await signUp(ctx.app, { firstName: 'Sus', lastName: 'Pect' });
    await suspend(admin.token, account.user.id);
    await reinstate(admin.token, account.user.id);
    const log = await adminOk<{
      entries: { action: string; reason: string; targetLabel: string; admin: { id: string } }[];
    }>(ctx.app, admin.token, 'GET', '/audit-log');
    expect(log.entries.map((entry) => [entry.action, entry.reason, entry.targetLabel])).toEqual([
      ['user.reinstate', 'Talked it through.', 'Sus Pect'],
      ['user.suspend', REASON, 'Sus Pect'],
    ]);
    expect(log.entries.every((entry) => entry.admin.id === admin.id)).toBe(true);
  });
});
