import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import { payouts, users } from '../../../src/server/db/schema';
import { asCents } from '../../../src/shared/money';
import type { Item } from '../../../src/shared/schemas/items';
import { insertReport } from './admin';
import { block } from './blocks';
import { insertRecentRental } from './bookingRows';
import { book, type TestClock } from './bookings';
import { depositRentals } from './deposits';
import { itemMaker } from './items';
import { insertDeadLetter } from './mail';
import { sendMessage } from './messages';
import { noticeOf } from './notifications';
import { openCheckout, payLocally } from './payments';
import { saveSearch } from './savedSearches';
import type { TestContext } from './testApp';
import { signUp } from './users';

/** A signed-in person of the access matrix. */
export interface Person {
  id: string;
  token: string;
  email: string;
  password: string;
}

/** Who asks: nobody signed in, someone unrelated, the rightful user, or an administrator. */
export const ACTORS = ['anonymous', 'stranger', 'admin', 'rightful'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * An owner with an item, a renter with a pending request for it, a completed rental the renter
 * may review, an open checkout and a conversation between the two; a stranger and an admin.
 */
export interface AccessWorld {
  owner: Person;
  renter: Person;
  stranger: Person;
  admin: Person;
  item: Item;
  pendingBookingId: string;
  completedBookingId: string;
  checkoutSessionId: string;
  /** A request the renter has paid (and so confirmed): one with a receipt. */
  paidBookingId: string;
  /** The file name `<token>.ics` of a new calendar feed of the renter's, for each call. */
  freshFeedFile(): Promise<string>;
  /** The owner's notification of the pending request, and the owner's unsubscribe token. */
  ownerNotice: { notificationId: string; unsubscribeToken: string };
  /** A search the owner saved. */
  ownerSavedSearchId: string;
  /** A local payout the owner requested, for the console to mark paid. */
  payoutId: string;
  /** A free date range of the item per call, so that each actor's booking is its own. */
  freeDates(): { fromDate: string; toDate: string };
  /** A checkout the renter opens for a new request, so each actor pays a session of its own. */
  freshCheckout(): Promise<string>;
  /** A block the owner makes on free dates, so each actor removes a block of its own. */
  freshBlock(): Promise<string>;
  /** Things of its own for each actor's call of the admin routes. */
  freshAccount(): Promise<string>;
  freshSuspendedAccount(): Promise<string>;
  freshItem(): Promise<string>;
  freshHiddenItem(): Promise<string>;
  freshPendingBooking(): Promise<string>;
  freshReport(): Promise<string>;
  /** An email the outbox gave up on, for the console to retry or discard. */
  freshDeadLetter(): Promise<string>;
  /** A claimable rental with a deposit held, with the owner's claim on it when asked. */
  freshDepositRental(
    claim?: 'open' | 'disputed' | 'declined',
  ): Promise<{ bookingId: string; claimId?: string }>;
}

async function person(app: App, firstName: string): Promise<Person> {
  const account = await signUp(app, { firstName, lastName: 'Matrix' });
  return {
    id: account.user.id,
    token: account.token,
    email: account.user.email,
    password: account.password,
  };
}

/** What an access world keeps in the database: built once, and put back for each case. */
export type AccessRows = Pick<
  AccessWorld,
  | 'owner'
  | 'renter'
  | 'stranger'
  | 'admin'
  | 'item'
  | 'pendingBookingId'
  | 'completedBookingId'
  | 'checkoutSessionId'
  | 'paidBookingId'
  | 'ownerNotice'
  | 'ownerSavedSearchId'
  | 'payoutId'
> & {
  /** How many weeks ahead the world's own requests reach: fresh dates start after them. */
  weeksBooked: number;
};

/** A free date range of the item per call, a week after the last, and a request for it. */
function requestsOf(
  ctx: TestContext,
  clock: TestClock,
  renter: Person,
  item: Item,
  weeksBooked: number,
) {
  let weeksAhead = weeksBooked;
  const freeDates = () => {
    weeksAhead += 1;
    return { fromDate: clock.day(weeksAhead * 7), toDate: clock.day(weeksAhead * 7 + 2) };
  };
  const request = async () => {
    const dates = freeDates();
    return (await book(ctx.app, renter.token, item, dates.fromDate, dates.toDate)).id;
  };
  return { freeDates, request, weeksBooked: () => weeksAhead };
}

export async function buildAccessRows(ctx: TestContext, clock: TestClock): Promise<AccessRows> {
  const { app } = ctx;
  const owner = await person(app, 'Owen');
  const renter = await person(app, 'Rene');
  const stranger = await person(app, 'Stan');
  const admin = await person(app, 'Ada');
  // Administrators are made by an operator in the database; no route grants the role.
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));

  const item = await itemMaker(app, ctx.uploadsDir, owner.token)();
  const { request, weeksBooked } = requestsOf(ctx, clock, renter, item, 0);
  const pendingBookingId = await request();
  const completedBookingId = await insertRecentRental(ctx.database.db, item, renter.id, {
    today: clock.today(),
  });
  const checkoutSessionId = (await openCheckout(app, renter.token, await request())).id;
  const paidBookingId = await request();
  const paid = await payLocally(app, (await openCheckout(app, renter.token, paidBookingId)).id);
  if (paid.statusCode !== 200) throw new Error(`paying failed with ${paid.statusCode}`);
  await sendMessage(app, renter.token, {
    receiverId: owner.id,
    itemId: item.id,
    messageText: 'Is the drill free next week?',
  });
  await sendMessage(app, owner.token, {
    receiverId: renter.id,
    itemId: item.id,
    messageText: 'Yes, come by any time.',
  });

  // Suites that deliver nothing promptly still need the owner told of the request.
  await app.services.outbox.runOnce();
  const ownerNotice = await noticeOf(ctx.database.db, owner.id);
  const ownerSavedSearchId = (await saveSearch(app, owner.token, { search: 'lamp' })).id;
  // Written straight in: earning the money first would take a completed, paid rental.
  const [payout] = await ctx.database.db
    .insert(payouts)
    .values({ userId: owner.id, amountCents: asCents(1_000), method: 'local' })
    .returning({ id: payouts.id });
  if (!payout) throw new Error('the payout was not inserted');
  return {
    owner,
    renter,
    stranger,
    admin,
    item,
    pendingBookingId,
    completedBookingId,
    checkoutSessionId,
    paidBookingId,
    ownerNotice,
    ownerSavedSearchId,
    payoutId: payout.id,
    weeksBooked: weeksBooked(),
  };
}

/** The world on those rows, with its makers of fresh things counting from the start again. */
export function accessWorldOf(ctx: TestContext, clock: TestClock, rows: AccessRows): AccessWorld {
  const { app } = ctx;
  const { owner, renter, admin, item, weeksBooked, ...ids } = rows;
  const makeItem = itemMaker(app, ctx.uploadsDir, owner.token);
  const { freeDates, request } = requestsOf(ctx, clock, renter, item, weeksBooked);
  return {
    ...ids,
    owner,
    renter,
    admin,
    item,
    freshFeedFile: async () => {
      const { url } = (await app.services.calendar.create(renter.id)).feed;
      return url.slice(url.lastIndexOf('/') + 1);
    },
    freeDates,
    freshCheckout: async () => (await openCheckout(app, renter.token, await request())).id,
    freshAccount: async () => (await person(app, 'Fran')).id,
    freshSuspendedAccount: async () => {
      const target = await person(app, 'Suki');
      await app.services.admin.suspend(admin.id, target.id, 'Spam listings.');
      return target.id;
    },
    freshItem: async () => (await makeItem()).id,
    freshHiddenItem: async () => {
      const hidden = await makeItem();
      await app.services.admin.hideListing(admin.id, hidden.id, 'Prohibited item.');
      return hidden.id;
    },
    freshPendingBooking: request,
    freshDepositRental: depositRentals(ctx.database.db, makeItem, renter.id, clock.today()),
    // One open report per reporter and target: each of a listing of its own.
    freshReport: async () =>
      insertReport(ctx.database.db, {
        reporterId: renter.id,
        targetType: 'listing',
        targetId: (await makeItem()).id,
        targetUserId: owner.id,
      }),
    freshDeadLetter: () => insertDeadLetter(ctx.database.db, owner.email, owner.id),
    freshBlock: async () => {
      const dates = freeDates();
      return (await block(app, owner.token, item.id, dates.fromDate, dates.toDate)).id;
    },
  };
}

/** A world of its own, built now: for a suite that needs just one. */
export async function buildAccessWorld(ctx: TestContext, clock: TestClock): Promise<AccessWorld> {
  return accessWorldOf(ctx, clock, await buildAccessRows(ctx, clock));
}
