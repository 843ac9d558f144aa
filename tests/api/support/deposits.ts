import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { deposits, outboxEvents } from '../../../src/server/db/schema';
import type { BookingDeposit, Claim } from '../../../src/shared/schemas/deposits';
import { type BookingsContext, book, bookingWorld, setStatus } from './bookings';
import { storedImageUrl } from './items';
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
  { ctx, clock }: BookingsContext,
  fromDay = 2,
  toDay = 5,
  deposit = 200,
) {
  const world = await bookingWorld(ctx, { title: 'Mirrorless camera', price: 40, deposit });
  const booking = await book(
    ctx.app,
    world.renter.token,
    world.item,
    clock.day(fromDay),
    clock.day(toDay),
  );
  await setStatus(ctx.app, world.owner.token, booking.id, 'confirmed');
  return { ...world, booking };
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

/** The payloads of one type of outbox event about a booking. */
export async function eventsOf(db: Db, bookingId: string, type: string) {
  const rows = await db.select().from(outboxEvents).where(eq(outboxEvents.bookingId, bookingId));
  return rows.filter((row) => row.type === type).map((row) => row.payload);
}
