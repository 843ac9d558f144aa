import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { liveEvents } from '../../src/server/db/schema';
import { NOTIFICATION_CATEGORIES } from '../../src/shared/notifications';
import { book, pendingBookingWorld, setupBookingsApp } from './support/bookings';
import { readConversation, sendMessage } from './support/messages';
import {
  emailOf,
  isNotificationTo,
  kindsOf,
  mailsTo,
  notificationsOf,
  setPreferences,
  unsubscribeUrlOf,
} from './support/notifications';
import { startSmtpServer } from './support/smtp';
import { bearer } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const SITE = 'https://lendwell.example';
const bookings = setupBookingsApp({ mail: { smtpUrl: smtp.url, siteUrl: SITE } });
const { ctx, clock } = bookings;
beforeEach(() => smtp.clear());

const sweep = () => ctx.app.services.notifications.sweep();

async function world() {
  const found = await pendingBookingWorld(bookings, { title: 'Tent', price: 10 });
  return { ...found, ownerEmail: await emailOf(ctx.database.db, found.owner.id) };
}

describe('the notifications API', () => {
  it('lists newest first by page, counts unread, marks one or all read', async () => {
    const { owner, renter, stranger, item } = await world();
    for (let day = 10; day < 52; day += 2) {
      await book(ctx.app, renter.token, item, clock.day(day), clock.day(day + 1));
    }
    const first = await notificationsOf(ctx.app, owner.token);
    expect(first.notifications).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, hasMore: true, unreadCount: 22 });
    const second = await notificationsOf(ctx.app, owner.token, 2);
    expect(second.notifications).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    const times = [...first.notifications, ...second.notifications].map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const [newest] = first.notifications;
    const read = (token: string, id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/notifications/${id}/read`,
        headers: bearer(token),
      });
    expect((await read(stranger.token, newest?.id ?? '')).statusCode).toBe(404);
    expect((await read(owner.token, 'not-an-id')).statusCode).toBe(404);
    expect((await read(owner.token, newest?.id ?? '')).statusCode).toBe(204);
    const count = await ctx.app.inject({
      url: '/api/notifications/unread-count',
      headers: bearer(owner.token),
    });
    expect(count.json()).toEqual({ count: 21 });
    expect((await notificationsOf(ctx.app, owner.token)).notifications[0]).toMatchObject({
      id: newest?.id,
      read: true,
    });

    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(owner.token),
    });
    expect(all.statusCode).toBe(204);
    expect((await notificationsOf(ctx.app, owner.token)).unreadCount).toBe(0);
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);

    // Each change reached the owner's open tabs, in the transaction that made it.
    const live = await ctx.database.db
      .select({ type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .where(eq(liveEvents.userId, owner.id))
      .orderBy(asc(liveEvents.id));
    const types = live.map((event) => event.type);
    expect(types.filter((type) => type === 'notification.created')).toHaveLength(22);
    expect(types.slice(-2)).toEqual(['notifications.read', 'notifications.read']);
    expect(live.at(-1)?.payload).toEqual({ unreadCount: 0 });
  });

  it('sends email per category as chosen, and always keeps the notification', async () => {
    const { owner, renter, item, ownerEmail } = await world();
    const preferences = await ctx.app.inject({
      url: '/api/notifications/preferences',
      headers: bearer(owner.token),
    });
    expect(preferences.json()).toEqual({
      preferences: NOTIFICATION_CATEGORIES.map((category) => ({ category, email: true })),
    });
    await smtp.waitFor(isNotificationTo(ownerEmail));

    const changed = await setPreferences(ctx.app, owner.token, [
      { category: 'booking_requests', email: false },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().preferences[0]).toEqual({ category: 'booking_requests', email: false });
    await book(ctx.app, renter.token, item, clock.day(10), clock.day(12));
    expect(await kindsOf(ctx.app, owner.token)).toEqual(['booking_requested', 'booking_requested']);
    expect(mailsTo(smtp, ownerEmail)).toHaveLength(1);

    await setPreferences(ctx.app, owner.token, [{ category: 'booking_requests', email: true }]);
    await book(ctx.app, renter.token, item, clock.day(20), clock.day(22));
    await smtp.waitFor(() => mailsTo(smtp, ownerEmail).length === 2);
    const bad = await setPreferences(ctx.app, owner.token, [
      { category: 'marketing' as 'payments', email: true },
    ]);
    expect(bad.statusCode).toBe(400);
  });

  it('unsubscribes from one category with the email link, without a sign-in', async () => {
    const { owner, renter, item, ownerEmail } = await world();
    const mail = await smtp.waitFor(isNotificationTo(ownerEmail));
    const url = new URL(unsubscribeUrlOf(mail));
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toMatch(/^\/unsubscribe\/[\w-]{40,}\/booking_requests$/);
    expect(mail.parsed.html).toContain(url.href);

    // RFC 8058: the mail program posts to the same address.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const settings = await ctx.app.inject({
      url: '/api/notifications/preferences',
      headers: bearer(owner.token),
    });
    expect(settings.json().preferences).toContainEqual({
      category: 'booking_requests',
      email: false,
    });
    expect(settings.json().preferences).toContainEqual({ category: 'reviews', email: true });
    await book(ctx.app, renter.token, item, clock.day(10), clock.day(12));
    expect(mailsTo(smtp, ownerEmail)).toHaveLength(1);

    // The page behind the link asks the API with the token.
    const [, , token = ''] = url.pathname.split('/');
    const viaPage = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token, category: 'reviews' },
    });
    expect(viaPage.json()).toEqual({ category: 'reviews', email: false });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: `${token}x`, category: 'reviews' },
    });
    expect(wrong.statusCode).toBe(404);
    const wrongOneClick = await ctx.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}x/reviews`,
    });
    expect(wrongOneClick.statusCode).toBe(404);
  });
});

describe('the unread message email', () => {
  it('is sent once per conversation after 10 unread minutes, not once per message', async () => {
    const { owner, renter, item, ownerEmail } = await world();
    await smtp.waitFor(isNotificationTo(ownerEmail));
    smtp.clear();
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: item.id,
      messageText: 'Is the tent waterproof?',
    });
    clock.advanceMinutes(5);
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: item.id,
      messageText: 'And does it fit four?',
    });
    clock.advanceMinutes(4);
    expect(await sweep()).toBe(0);
    clock.advanceMinutes(1);
    expect(await sweep()).toBe(1);
    const mail = await smtp.waitFor(isNotificationTo(ownerEmail));
    expect(mail.parsed.subject).toBe('Unread messages from Jamie');
    expect(mail.parsed.text).toContain('Jamie sent you 2 messages about "Tent"');
    expect(mail.parsed.html).toContain(`${SITE}/chat/${item.id}?with=${renter.id}`);

    // More unread messages in the same run: no second email.
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: item.id,
      messageText: 'Hello?',
    });
    clock.advanceMinutes(30);
    expect(await sweep()).toBe(0);

    // Read, then a new message unread for 10 minutes starts a new run.
    await readConversation(ctx.app, owner.token, renter.id, { itemId: item.id });
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: item.id,
      messageText: 'Thanks for answering!',
    });
    clock.advanceMinutes(10);
    expect(await sweep()).toBe(1);
    expect(mailsTo(smtp, ownerEmail)).toHaveLength(2);
    expect(await kindsOf(ctx.app, owner.token)).toEqual([
      'messages_unread',
      'messages_unread',
      'booking_requested',
    ]);
  });

  it('is not sent when the message is read in time', async () => {
    const { owner, renter, ownerEmail } = await world();
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: null,
      messageText: 'Hi there',
    });
    clock.advanceMinutes(9);
    await readConversation(ctx.app, owner.token, renter.id, { itemId: 'general' });
    clock.advanceMinutes(60);
    expect(await sweep()).toBe(0);
    expect(mailsTo(smtp, ownerEmail).map((mail) => mail.parsed.subject)).toEqual([
      'New booking request',
    ]);
  });
});
