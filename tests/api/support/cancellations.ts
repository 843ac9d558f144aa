import type { App } from '../../../src/server/app';
import type { CancellationPolicy } from '../../../src/shared/cancellationPolicy';
import type { Booking, CancellationPreview } from '../../../src/shared/schemas/bookings';
import { midnightIn } from '../../../src/shared/zonedMidnight';
import { type BookingsContext, book, bookingById, bookingWorld } from './bookings';
import { openCheckout, payLocally } from './payments';
import { bearer } from './users';

const HOUR_MINUTES = 60;

export function requestPreview(app: App, token: string | undefined, bookingId: string) {
  return app.inject({
    url: `/api/bookings/${bookingId}/cancellation`,
    headers: token ? bearer(token) : {},
  });
}

/** The refund preview through the API; fails the test unless it answers 200. */
export async function cancellationPreview(
  app: App,
  token: string,
  bookingId: string,
): Promise<CancellationPreview> {
  const response = await requestPreview(app, token, bookingId);
  if (response.statusCode !== 200) {
    throw new Error(`the preview failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ cancellation: CancellationPreview }>().cancellation;
}

/**
 * A rental of `days` days starting ten days ahead, $40 a day under `policy`, paid by card
 * (which confirms it). Returns the world, the booking and its checkout session.
 */
export async function paidRental(
  { ctx, clock }: BookingsContext,
  policy: CancellationPolicy,
  days = 2,
) {
  const world = await bookingWorld(ctx, { price: 40, cancellationPolicy: policy });
  const booking = await book(
    ctx.app,
    world.renter.token,
    world.item,
    clock.day(10),
    clock.day(10 + days),
  );
  const session = await openCheckout(ctx.app, world.renter.token, booking.id);
  const paid = await payLocally(ctx.app, session.id);
  if (paid.statusCode !== 200) throw new Error(`paying failed: ${paid.body}`);
  const confirmed = await bookingById(ctx.app, world.renter.token, booking.id);
  return { ...world, booking: confirmed, session };
}

/**
 * Moves the clock to `minutesBefore` minutes before the booking's start (midnight of its first
 * day where the item is, as cancellation policies count), from a clock at noon UTC before it.
 */
export function moveToMinutesBefore(
  clock: BookingsContext['clock'],
  booking: Pick<Booking, 'from_date' | 'items'>,
  minutesBefore: number,
) {
  const start = midnightIn(booking.from_date, booking.items.time_zone).getTime();
  const now = clock.now().getTime();
  clock.advanceMinutes((start - now) / 60_000 - minutesBefore);
}

export const hoursBefore = (hours: number) => hours * HOUR_MINUTES;
