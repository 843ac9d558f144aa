import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outboxEvents, reviews } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/seed';
import { findDemoAccountIds } from '../../src/server/seed/accounts';
import { createSeedClock } from '../../src/server/seed/clock';
import { seedDemoReviews } from '../../src/server/seed/reviews';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import type { Booking } from '../../src/shared/schemas/bookings';
import type { ItemsPage } from '../../src/shared/schemas/items';
import type { Conversation } from '../../src/shared/schemas/messages';
import type { ReviewEligibility } from '../../src/shared/schemas/reviews';
import type { AuthResponse } from '../../src/shared/schemas/users';
import { insertBooking, insertRecentRental } from './support/bookingRows';
import { itemMaker } from './support/items';
import { readConversation, unreadCount } from './support/messages';
import { setupTestApp } from './support/testApp';
import { storedNames } from './support/testStorage';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

describe('demo data', () => {
  it('lists about forty items with local photos, and adds nothing the second time', async () => {
    const storage = ctx.imageStorage;
    const first = await seedDemoData(ctx.database.db, storage);
    expect(first).toMatchObject({
      accountsAdded: DEMO_ACCOUNTS.length,
      itemsAdded: 40,
      messagesAdded: 10,
    });

    const response = await ctx.app.inject({ url: '/api/items', query: { limit: '100' } });
    const { items, total } = response.json<ItemsPage>();
    expect(total).toBe(40);
    expect(new Set(items.map((item) => item.categoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(items.map((item) => item.city)).size).toBeGreaterThanOrEqual(5);
    const owners = new Set(items.map((item) => item.ownerName));
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(owners).not.toContain('Taylor Brooks');
    const stored = new Set(await storedNames(storage));
    for (const item of items) {
      expect(item.image_urls.length).toBeGreaterThanOrEqual(1);
      expect(item.image_urls.length).toBeLessThanOrEqual(3);
      for (const url of item.image_urls) {
        expect(stored.has(url.replace('/uploads/', ''))).toBe(true);
      }
    }
    // Listed over the past two weeks, one after another, not all at the moment of seeding.
    const listedAt = items.map((item) => Date.parse(item.createdAt));
    expect(new Set(listedAt).size).toBe(items.length);
    expect(Date.now() - Math.min(...listedAt)).toBeGreaterThan(7 * DAY_MS);
    const drills = await ctx.app.inject({ url: '/api/items', query: { search: 'drill' } });
    expect(drills.json<ItemsPage>().items[0]?.title).toBe('Cordless Drill Kit');
    // Every item sits on a real ZIP code of Springfield, IL or a town beside it: a search near
    // downtown finds them all within 10 miles, the nearer ones within 5.
    expect(items.every((item) => item.area !== null)).toBe(true);
    const near = (radius: string) =>
      ctx.app.inject({ url: '/api/items', query: { near: '62701', radius, limit: '100' } });
    expect((await near('10')).json<ItemsPage>().total).toBe(40);
    const within5 = (await near('5')).json<ItemsPage>();
    expect(within5.total).toBeGreaterThan(0);
    expect(within5.total).toBeLessThan(40);

    await expectDemoRoles();
    await expectDemoConversations();
    await expectDemoBookings();
    await expectReviewsWrittenAfterTheirRentals();

    const second = await seedDemoData(ctx.database.db, storage);
    expect(Object.values(second).every((added) => added === 0)).toBe(true);
  }, 120_000);

  it('reviews completed bookings but the latest of the main demo and regular accounts, once', async () => {
    const [main, regular, owner] = await Promise.all(
      DEMO_ACCOUNTS.slice(0, 3).map((account) => signUp(ctx.app, { email: account.email })),
    );
    if (!main || !regular || !owner) throw new Error('demo accounts missing');
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)();
    const accounts = await findDemoAccountIds(ctx.database.db);
    const seedReviews = () => seedDemoReviews(ctx.app.services, accounts, createSeedClock());
    expect(await seedReviews()).toBe(0);

    // Ended in the last days, so that their review windows are open by the real clock.
    const ended = (renterId: string, endedDaysAgo: number) =>
      insertRecentRental(ctx.database.db, item, renterId, { endedDaysAgo });
    const latestOfMain = await ended(main.user.id, 1);
    await ended(main.user.id, 4);
    const latestOfRegular = await ended(regular.user.id, 7);
    await ended(regular.user.id, 10);
    await insertBooking(ctx.database.db, item, regular.user.id, 'cancelled');
    expect(await seedReviews()).toBe(2);
    expect(await seedReviews()).toBe(0);

    const eligibility = await ctx.app.inject({
      url: `/api/reviews/item/${item.id}/eligibility`,
      headers: bearer(main.token),
    });
    expect(eligibility.json<ReviewEligibility>()).toEqual({
      hasReviewed: true,
      eligibleBookings: [expect.objectContaining({ id: latestOfMain })],
    });
    const regularEligibility = await ctx.app.inject({
      url: `/api/reviews/item/${item.id}/eligibility`,
      headers: bearer(regular.token),
    });
    expect(regularEligibility.json<ReviewEligibility>()).toEqual({
      hasReviewed: true,
      eligibleBookings: [expect.objectContaining({ id: latestOfRegular })],
    });
    const stats = await ctx.app.inject({ url: `/api/reviews/item/${item.id}/stats` });
    expect(stats.json()).toMatchObject({ count: 2 });
  });
});

/** The Administrator is an admin; the other demo accounts are ordinary users. */
async function expectDemoRoles() {
  for (const account of DEMO_ACCOUNTS) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(response.json<AuthResponse>().user.role, account.role).toBe(
      account.role === 'Administrator' ? 'admin' : 'user',
    );
  }
}

/** The main demo account has conversations about items and a general one, three unread. */
async function expectDemoConversations() {
  const demo = DEMO_ACCOUNTS[0];
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demo.email, password: demo.password },
  });
  const { token } = login.json<{ token: string }>();
  const response = await ctx.app.inject({
    url: '/api/messages/conversations',
    headers: bearer(token),
  });
  const { conversations } = response.json<{ conversations: Conversation[] }>();
  expect(
    conversations.map((conversation) => [
      conversation.partner.firstName,
      conversation.item?.title ?? null,
      conversation.unreadCount,
    ]),
  ).toEqual([
    ['Jamie', 'Mirrorless Camera', 2],
    ['Sam', 'Cordless Drill Kit', 1],
    ['Taylor', null, 0],
  ]);
  expect(await unreadCount(ctx.app, token)).toBe(3);
  for (const conversation of conversations) {
    expect(Date.parse(conversation.lastMessage.createdAt)).toBeLessThan(Date.now() - MINUTE_MS);
  }

  // Sent minutes to days apart, oldest first, as the conversation was written.
  const sam = conversations.find((conversation) => conversation.partner.firstName === 'Sam');
  if (!sam?.item) throw new Error('the conversation about the drill is missing');
  const sentAt = (
    await readConversation(ctx.app, token, sam.partner.id, { itemId: sam.item.id })
  ).map((message) => Date.parse(message.createdAt));
  expect(sentAt).toHaveLength(4);
  expect(Date.now() - (sentAt[0] ?? Date.now())).toBeGreaterThan(DAY_MS);
  for (const [index, time] of sentAt.slice(1).entries()) {
    expect(time - (sentAt[index] ?? time)).toBeGreaterThanOrEqual(MINUTE_MS);
  }
}

/** Reviews are dated after their rental ended, days ago, not at the moment of seeding. */
async function expectReviewsWrittenAfterTheirRentals() {
  const written = await ctx.database.db
    .select({ createdAt: reviews.createdAt, rentalEnd: bookings.toDate })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
  expect(written.length).toBeGreaterThanOrEqual(3);
  for (const review of written) {
    expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(review.rentalEnd));
    expect(review.createdAt.getTime()).toBeLessThan(Date.now() - DAY_MS);
  }
}

/**
 * Bookings in every state: the main demo account rents from the item owner (three completed,
 * to review) and has overlapping requests for its own items; held dates never overlap.
 */
async function expectDemoBookings() {
  const demo = DEMO_ACCOUNTS[0];
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: demo.email, password: demo.password },
  });
  const headers = bearer(login.json<{ token: string }>().token);
  const list = async (type: string) =>
    (await ctx.app.inject({ url: '/api/bookings/my-bookings', query: { type }, headers })).json<{
      bookings: Booking[];
    }>().bookings;

  const rented = await list('as_renter');
  const states = new Set(rented.map((booking) => booking.status));
  expect(states).toEqual(new Set(['pending', 'confirmed', 'rejected', 'cancelled', 'completed']));
  const completed = rented.filter((booking) => booking.status === 'completed');
  expect(completed.length).toBeGreaterThanOrEqual(3);
  expect(new Set(completed.map((booking) => booking.owner.first_name))).toEqual(new Set(['Sam']));
  const confirmed = rented.filter((booking) => booking.status === 'confirmed');
  expect(new Set(confirmed.map((booking) => booking.paid))).toEqual(new Set([true, false]));
  const cancelled = rented.find((booking) => booking.status === 'cancelled');
  expect(cancelled?.cancellation_reason).toBeTruthy();

  const incoming = await list('as_owner');
  expect(incoming.filter((booking) => booking.status === 'pending').length).toBeGreaterThanOrEqual(
    2,
  );

  // Requested hours to weeks before seeding, one after another, each through the request
  // transition and its event, not all at the moment of seeding.
  const requestedAt = [...rented, ...incoming].map((booking) => Date.parse(booking.created_at));
  expect(new Set(requestedAt).size).toBe(requestedAt.length);
  expect(Math.max(...requestedAt)).toBeLessThan(Date.now() - HOUR_MS);
  expect(Date.now() - Math.min(...requestedAt)).toBeGreaterThan(30 * DAY_MS);
  const requestEvents = await ctx.database.db
    .select({ bookingId: outboxEvents.bookingId })
    .from(outboxEvents)
    .where(eq(outboxEvents.type, 'booking.requested'));
  const allBookings = await ctx.database.db.select({ id: bookings.id }).from(bookings);
  expect(requestEvents.map((event) => event.bookingId).sort()).toEqual(
    allBookings.map((booking) => booking.id).sort(),
  );

  const running = await ctx.app.inject({ url: '/api/items', query: { search: 'Party Speaker' } });
  expect(running.json<ItemsPage>().items[0]?.availability).toBe('Rented');

  const held = await ctx.database.db
    .select()
    .from(bookings)
    .where(inArray(bookings.status, ['confirmed', 'completed']));
  const overlapping = held.filter((a) =>
    held.some(
      (b) =>
        a.id !== b.id && a.itemId === b.itemId && a.fromDate < b.toDate && b.fromDate < a.toDate,
    ),
  );
  expect(overlapping).toEqual([]);
}
