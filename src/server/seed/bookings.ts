import { and, eq, or } from 'drizzle-orm';
import type { BookingStatus } from '../../shared/bookings';
import { addDays, earliestTodayOnEarth } from '../../shared/calendarDates';
import { quoteBooking, toCents } from '../../shared/pricing';
import type { Db } from '../db/client';
import { bookings, items, localCheckoutSessions } from '../db/schema';
import { inItemTransaction } from '../features/bookings/itemTransaction';
import { createBookingsRepo } from '../features/bookings/repo';
import { createPaymentsRepo } from '../features/payments/repo';
import {
  LOCAL_SESSION_TTL_MS,
  newLocalPaymentReference,
  newLocalSessionId,
} from '../payments/local';
import { type DemoRole, findDemoAccountIds } from './accounts';

const HOUR_MS = 60 * 60 * 1000;

interface DemoBooking {
  renter: DemoRole;
  itemTitle: string;
  /** Days from today: negative in the past. */
  from: number;
  to: number;
  status: BookingStatus;
  paid?: boolean;
  reason?: string;
  /** How long before seeding the request was made. */
  requestedHoursAgo: number;
}

/**
 * Bookings in every state. The main demo account rents from the item owner (three completed
 * rentals to review, upcoming ones paid and unpaid, a request, a refusal, a cancellation) and
 * has incoming requests for its own items, two of them for overlapping dates.
 */
const DEMO_BOOKINGS: DemoBooking[] = [
  {
    renter: 'Main demo',
    itemTitle: 'Pressure Washer',
    from: -30,
    to: -28,
    status: 'completed',
    paid: true,
    requestedHoursAgo: 40 * 24,
  },
  {
    renter: 'Main demo',
    itemTitle: 'Cargo Bike',
    from: -21,
    to: -19,
    status: 'completed',
    paid: true,
    requestedHoursAgo: 26 * 24,
  },
  {
    renter: 'Main demo',
    itemTitle: 'Folding Tables Set',
    from: -12,
    to: -11,
    status: 'completed',
    requestedHoursAgo: 15 * 24,
  },
  {
    renter: 'Main demo',
    itemTitle: 'Cordless Drill Kit',
    from: 3,
    to: 5,
    status: 'confirmed',
    paid: true,
    requestedHoursAgo: 23,
  },
  {
    renter: 'Main demo',
    itemTitle: 'Kayak with Paddle',
    from: 9,
    to: 11,
    status: 'confirmed',
    requestedHoursAgo: 50,
  },
  {
    renter: 'Main demo',
    itemTitle: 'Pickup Truck',
    from: 6,
    to: 7,
    status: 'rejected',
    requestedHoursAgo: 70,
  },
  {
    renter: 'Main demo',
    itemTitle: 'Bounce House',
    from: 20,
    to: 21,
    status: 'cancelled',
    reason: 'Our party moved to the community hall, so we no longer need it.',
    requestedHoursAgo: 90,
  },
  {
    renter: 'Main demo',
    itemTitle: 'Drone with 4K Camera',
    from: 14,
    to: 16,
    status: 'pending',
    requestedHoursAgo: 5,
  },
  {
    renter: 'Regular user',
    itemTitle: 'Mirrorless Camera',
    from: 7,
    to: 9,
    status: 'pending',
    requestedHoursAgo: 6,
  },
  {
    renter: 'Item owner',
    itemTitle: 'Mirrorless Camera',
    from: 8,
    to: 10,
    status: 'pending',
    requestedHoursAgo: 2,
  },
  {
    renter: 'Regular user',
    itemTitle: 'Party Speaker with Lights',
    from: -1,
    to: 2,
    status: 'confirmed',
    paid: true,
    requestedHoursAgo: 4 * 24,
  },
  {
    renter: 'Regular user',
    itemTitle: 'Road Bike',
    from: -18,
    to: -16,
    status: 'completed',
    paid: true,
    requestedHoursAgo: 20 * 24,
  },
  {
    renter: 'Regular user',
    itemTitle: 'Tile Saw',
    from: -25,
    to: -23,
    status: 'completed',
    requestedHoursAgo: 27 * 24,
  },
];

/** What a payment taken through the local checkout leaves behind. */
async function recordLocalPayment(db: Db, bookingId: string, amountCents: number, paidAt: Date) {
  const sessionId = newLocalSessionId();
  const paymentReference = newLocalPaymentReference();
  await db.insert(localCheckoutSessions).values({
    id: sessionId,
    amountCents,
    description: 'Demo booking',
    successUrl: `/payment-success?session_id=${sessionId}`,
    cancelUrl: '/dashboard?tab=bookings',
    metadata: { bookingId },
    status: 'complete',
    paymentStatus: 'paid',
    paymentReference,
    createdAt: paidAt,
    expiresAt: new Date(paidAt.getTime() + LOCAL_SESSION_TTL_MS),
  });
  await createPaymentsRepo(db).insert({
    bookingId,
    provider: 'local',
    sessionId,
    amountCents,
    currency: 'usd',
    status: 'paid',
    paymentReference,
  });
  await createBookingsRepo(db).markPaid(bookingId);
}

/**
 * Adds the demo bookings while the main demo account has none, straight through the repository
 * (past dates included). Returns how many were added.
 */
export async function seedDemoBookings(db: Db, now = new Date()): Promise<number> {
  const accounts = await findDemoAccountIds(db);
  const mainId = accounts.get('Main demo');
  if (!mainId) return 0;
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(eq(bookings.renterId, mainId), eq(bookings.ownerId, mainId)))
    .limit(1);
  if (existing) return 0;

  const today = earliestTodayOnEarth(now);
  return db.transaction(async (tx) => {
    const repo = createBookingsRepo(tx);
    const touchedItems = new Set<string>();
    let added = 0;
    for (const demo of DEMO_BOOKINGS) {
      const renterId = accounts.get(demo.renter);
      const [item] = await tx
        .select({
          id: items.id,
          ownerId: items.ownerId,
          price: items.price,
          duration: items.duration,
        })
        .from(items)
        .where(and(eq(items.title, demo.itemTitle), eq(items.status, 'active')))
        .limit(1);
      const fromDate = addDays(today, demo.from);
      const toDate = addDays(today, demo.to);
      const quote = item && quoteBooking(item.price, item.duration, fromDate, toDate);
      if (!renterId || !item || !quote || item.ownerId === renterId) continue;
      const requestedAt = new Date(now.getTime() - demo.requestedHoursAgo * HOUR_MS);
      const id = await repo.insert({
        itemId: item.id,
        renterId,
        ownerId: item.ownerId,
        fromDate,
        toDate,
        totalPrice: quote.total,
        status: demo.status,
        cancellationReason: demo.reason ?? null,
        createdAt: requestedAt,
      });
      if (demo.paid) await recordLocalPayment(tx, id, toCents(quote.total), requestedAt);
      touchedItems.add(item.id);
      added += 1;
    }
    // The Rented flag of items whose rental is running now.
    for (const itemId of touchedItems)
      await inItemTransaction(tx, itemId, today, async () => undefined);
    return added;
  });
}
