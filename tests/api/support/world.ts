import type { App } from '../../../src/server/app';
import { bookings } from '../../../src/server/db/schema';
import { multiplyCents, toCents } from '../../../src/shared/money';
import type { Block } from '../../../src/shared/schemas/availability';
import type { Booking } from '../../../src/shared/schemas/bookings';
import type { Item } from '../../../src/shared/schemas/items';
import type { CheckoutSession } from '../../../src/shared/schemas/payments';
import { issueTestLink } from './accountMail';
import { insertReport, signUpAdmin } from './admin';
import { block } from './blocks';
import { book, type TestClock } from './bookings';
import { depositRentals } from './deposits';
import { itemMaker, storedImageUrl } from './items';
import { insertEarningsAndPayout } from './ledger';
import { insertDeadLetter } from './mail';
import { sendMessage } from './messages';
import { noticeOf } from './notifications';
import { openCheckout } from './payments';
import { saveSearch } from './savedSearches';
import type { TestContext } from './testApp';
import { signUp } from './users';

/** A rental that ended last week, written straight into the database: one to review. */
async function insertFinishedRental(
  ctx: TestContext,
  clock: TestClock,
  item: Item,
  renterId: string,
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(bookings)
    .values({
      itemId: item.id,
      ownerId: item.owner_id,
      renterId,
      fromDate: clock.day(-10),
      toDate: clock.day(-8),
      totalCents: multiplyCents(toCents(item.price), 2),
      status: 'completed',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('inserting a booking returned no row');
  return row.id;
}

export interface WorldParty {
  id: string;
  token: string;
  email: string;
  password: string;
}

/**
 * A small marketplace in which every API route has something real to act on: an owner's item,
 * a renter with a pending request (its checkout open) and a finished rental still to review,
 * a message between them, and a stranger who owns and rents nothing.
 */
export interface World {
  owner: WorldParty;
  renter: WorldParty;
  stranger: WorldParty;
  item: Item;
  imageUrl: string;
  pendingBooking: Booking;
  completedBookingId: string;
  checkout: CheckoutSession;
  /** The renter's live emailed links, by the token each carries. */
  renterLinks: { passwordReset: string; verifyEmail: string };
  /** The owner's notification of the pending request, and the owner's unsubscribe token. */
  ownerNotice: { notificationId: string; unsubscribeToken: string };
  /** The owner's block of the item's days, well after the pending request. */
  block: Block;
  /** A search the owner saved. */
  ownerSavedSearchId: string;
  /** An administrator, the renter's open report of the owner's item, and a suspended person. */
  admin: WorldParty;
  reportId: string;
  suspendedId: string;
  /** Another item of the owner's, hidden by the administrator. */
  hiddenItemId: string;
  /** The owner's $10 available to pay out, and their earlier payout waiting to be marked paid. */
  payoutId: string;
  /** An email the outbox gave up on, for the console to retry. */
  deadLetterId: string;
  /** A claimable rental with a deposit held; claims open (for the renter) and disputed. */
  depositBookingId: string;
  /** A rental to come whose deposit the card declined, for the owner's choice. */
  declinedDepositBookingId: string;
  openClaimId: string;
  disputedClaimId: string;
}

async function party(app: App, firstName: string, lastName: string): Promise<WorldParty> {
  const account = await signUp(app, { firstName, lastName });
  const { id, email } = account.user;
  return { id, email, token: account.token, password: account.password };
}

export async function buildWorld(ctx: TestContext, clock: TestClock): Promise<World> {
  const { app } = ctx;
  const owner = await party(app, 'Sam', 'Patel');
  const renter = await party(app, 'Jamie', 'Rivera');
  const stranger = await party(app, 'Casey', 'Stone');
  const item = await itemMaker(app, ctx.uploadsDir, owner.token)();
  const completedBookingId = await insertFinishedRental(ctx, clock, item, renter.id);
  const pendingBooking = await book(app, renter.token, item, clock.day(10), clock.day(12));
  const checkout = await openCheckout(app, renter.token, pendingBooking.id);
  await sendMessage(app, renter.token, {
    receiverId: owner.id,
    itemId: item.id,
    messageText: 'Is it free on Saturday?',
  });
  const imageUrl = await storedImageUrl(ctx.uploadsDir);
  const ownerBlock = await block(app, owner.token, item.id, clock.day(30), clock.day(32), 'Away');
  const renterLinks = {
    passwordReset: await issueTestLink(ctx, renter, 'password-reset', clock.now()),
    verifyEmail: await issueTestLink(ctx, renter, 'verify-email', clock.now()),
  };
  // Suites that deliver nothing promptly still need the owner told of the request.
  await app.services.outbox.runOnce();
  const ownerNotice = await noticeOf(ctx.database.db, owner.id);
  const ownerSavedSearchId = (await saveSearch(app, owner.token, { search: 'lamp' })).id;
  const admin = { ...(await signUpAdmin(app, ctx.database.db)), password: '' };
  const reportId = await insertReport(ctx.database.db, {
    reporterId: renter.id,
    targetType: 'listing',
    targetId: item.id,
    targetUserId: owner.id,
  });
  const suspended = await party(app, 'Sol', 'Banned');
  await app.services.admin.suspend(admin.id, suspended.id, 'Spam listings.');
  const hiddenItem = await itemMaker(app, ctx.uploadsDir, owner.token)({ title: 'Hidden lamp' });
  await app.services.admin.hideListing(admin.id, hiddenItem.id, 'Prohibited item.');
  const payoutId = await insertEarningsAndPayout(ctx.database.db, owner.id, clock.now());
  const deadLetterId = await insertDeadLetter(ctx.database.db, owner.email, owner.id);
  const depositRental = depositRentals(
    ctx.database.db,
    itemMaker(app, ctx.uploadsDir, owner.token),
    renter.id,
    clock.today(),
  );
  const depositBookingId = (await depositRental()).bookingId;
  const openClaimId = (await depositRental('open')).claimId ?? '';
  const disputedClaimId = (await depositRental('disputed')).claimId ?? '';
  const declinedDepositBookingId = (await depositRental('declined')).bookingId;
  return {
    owner,
    renter,
    stranger,
    item,
    imageUrl,
    pendingBooking,
    completedBookingId,
    checkout,
    renterLinks,
    ownerNotice,
    block: ownerBlock,
    ownerSavedSearchId,
    admin,
    reportId,
    suspendedId: suspended.id,
    hiddenItemId: hiddenItem.id,
    payoutId,
    deadLetterId,
    depositBookingId,
    openClaimId,
    disputedClaimId,
    declinedDepositBookingId,
  };
}
