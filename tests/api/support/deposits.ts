import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import {
  bookings,
  damageClaims,
  deposits,
  ledgerEntries,
  localCheckoutSessions,
  localDepositHolds,
  outboxEvents,
  payments,
} from '../../../src/server/db/schema';
import { addDays, type CalendarDate } from '../../../src/shared/calendarDates';
import { claimRespondBy, depositReleaseAt, rentalEndsAt } from '../../../src/shared/deposits';
import { toCents } from '../../../src/shared/money';
import type { BookingDeposit, Claim } from '../../../src/shared/schemas/deposits';
import type { Item } from '../../../src/shared/schemas/items';
import { type BookingsContext, pendingBookingWorld, setStatus } from './bookings';
import { type ItemMaker, storedImageUrl } from './items';
import { openCheckout, payLocally } from './payments';
import { bearer } from './users';

/** Runs the work the periodic jobs would: rentals completed, deposits released, the outbox. */
export async function runJobs(app: App): Promise<void> {
  await app.services.lifecycle.sweep();
  await app.services.deposits.sweep();
  await app.services.outbox.runOnce();
}

/** A confirmed rental of an item with a $200 deposit, from `fromDay` to `toDay` days ahead. */
export async function confirmedRental(
  context: BookingsContext,
  fromDay = 2,
  toDay = 5,
  deposit = 200,
) {
  const world = await pendingBookingWorld(
    context,
    { title: 'Mirrorless camera', price: 40, deposit },
    fromDay,
    toDay,
  );
  await setStatus(context.ctx.app, world.owner.token, world.booking.id, 'confirmed');
  return world;
}

/** `confirmedRental`, paid through the local checkout. */
export async function paidLocalRental(context: BookingsContext, fromDay = 2, toDay = 5) {
  const rental = await confirmedRental(context, fromDay, toDay);
  const session = await openCheckout(context.ctx.app, rental.renter.token, rental.booking.id);
  const paid = await payLocally(context.ctx.app, session.id);
  if (paid.statusCode !== 200) throw new Error(`paying failed: ${paid.body}`);
  await context.ctx.app.services.outbox.runOnce();
  return { ...rental, session };
}

export async function depositOf(app: App, token: string, bookingId: string) {
  const response = await app.inject({
    url: `/api/bookings/${bookingId}/deposit`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) {
    throw new Error(`reading the deposit failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<BookingDeposit>();
}

export async function claimInput(uploadsDir: string, amount = 80) {
  return {
    amount,
    description: 'The lens hood is cracked and the screen is scratched.',
    photoUrls: [await storedImageUrl(uploadsDir)],
  };
}

export function fileClaim(app: App, token: string | undefined, bookingId: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/claims`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

export async function filedClaim(
  app: App,
  token: string,
  bookingId: string,
  payload: object,
): Promise<Claim> {
  const response = await fileClaim(app, token, bookingId, payload);
  if (response.statusCode !== 201) {
    throw new Error(`filing the claim failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ claim: Claim }>().claim;
}

export function answerClaim(
  app: App,
  token: string | undefined,
  claimId: string,
  answer: 'accept' | 'dispute',
  payload: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/${answer}`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

export async function storedDeposit(db: Db, bookingId: string) {
  const [row] = await db.select().from(deposits).where(eq(deposits.bookingId, bookingId));
  return row;
}

/** What the ledger credited owners from the booking's deposit. */
export async function depositCredits(db: Db, bookingId: string) {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
  return rows
    .filter((row) => row.kind === 'deposit_capture')
    .map((row) => ({ userId: row.userId, amountCents: row.amountCents }));
}

/** The payloads of one type of outbox event about a booking. */
export async function eventsOf(db: Db, bookingId: string, type: string) {
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.bookingId, bookingId))
    .orderBy(outboxEvents.createdAt, outboxEvents.id);
  return rows.filter((row) => row.type === type).map((row) => row.payload);
}

/**
 * A completed rental with a $200 deposit held by the local provider, written straight into the
 * database: it ended yesterday (still claimable) unless `endedDaysAgo` says otherwise. With
 * `claim`, the owner's $80 claim on it, open or already disputed.
 */
export async function insertDepositRental(
  db: Db,
  item: Item,
  renterId: string,
  options: {
    today: CalendarDate;
    endedDaysAgo: number;
    claim?: 'open' | 'disputed';
    /** A rental still to come whose deposit the card declined, waiting for the owner's choice. */
    declined?: boolean;
  },
) {
  const toDate = options.declined
    ? addDays(options.today, 3)
    : addDays(options.today, -options.endedDaysAgo);
  const [booking] = await db
    .insert(bookings)
    .values({
      itemId: item.id,
      ownerId: item.owner_id,
      renterId,
      fromDate: addDays(toDate, -1),
      toDate,
      totalCents: toCents(item.price),
      depositCents: toCents(200),
      status: options.declined ? 'confirmed' : 'completed',
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('inserting a booking returned no row');
  const paymentReference = `pi_local_deposit_world_${booking.id}`;
  const sessionId = `cs_local_deposit_world_${booking.id}`;
  await db.insert(localCheckoutSessions).values({
    id: sessionId,
    amountCents: toCents(item.price),
    description: 'Seeded rental',
    successUrl: 'http://localhost/success',
    cancelUrl: 'http://localhost/cancel',
    metadata: {},
    status: 'complete',
    paymentStatus: 'paid',
    paymentReference,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: 'local',
      sessionId,
      amountCents: toCents(item.price),
      status: 'paid',
      paymentReference,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('inserting a payment returned no row');
  const reference = `dep_local_world_${booking.id}`;
  const [deposit] = await db
    .insert(deposits)
    .values({
      bookingId: booking.id,
      paymentId: payment.id,
      provider: 'local',
      amountCents: toCents(200),
      mode: 'hold',
      status: options.declined ? 'failed' : 'held',
      providerReference: options.declined ? null : reference,
      releaseAt: depositReleaseAt({ toDate, timeZone: item.timeZone }),
    })
    .returning({ id: deposits.id });
  if (!deposit) throw new Error('inserting a deposit returned no row');
  if (options.declined) return { bookingId: booking.id, claimId: undefined };
  await db.insert(localDepositHolds).values({
    depositId: deposit.id,
    reference,
    paymentReference,
    amountCents: toCents(200),
    mode: 'hold',
  });
  if (!options.claim) return { bookingId: booking.id, claimId: undefined };
  const [claim] = await db
    .insert(damageClaims)
    .values({
      bookingId: booking.id,
      depositId: deposit.id,
      amountCents: toCents(80),
      description: 'The lens hood is cracked.',
      photoUrls: [`/uploads/${'b'.repeat(64)}.jpg`],
      status: options.claim,
      // Filed as the rental ended: three days to answer from then.
      respondBy: claimRespondBy(rentalEndsAt({ toDate, timeZone: item.timeZone })),
    })
    .returning({ id: damageClaims.id });
  return { bookingId: booking.id, claimId: claim?.id };
}

/**
 * Claimable rentals with deposits, each of an item of its own so that none overlaps another:
 * `fresh()` for the owner to claim on, `fresh('open')` or `fresh('disputed')` with a claim,
 * `fresh('declined')` a rental to come whose deposit the card declined.
 */
export function depositRentals(db: Db, makeItem: ItemMaker, renterId: string, today: CalendarDate) {
  return async (claim?: 'open' | 'disputed' | 'declined') => {
    const item = await makeItem({ title: 'Deposit camera' });
    return insertDepositRental(db, item, renterId, {
      today,
      endedDaysAgo: 0,
      ...(claim === 'declined' ? { declined: true } : { claim }),
    });
  };
}
