import type { BookingStatus } from '../../shared/bookings';
import { addDays, earliestTodayOnEarth } from '../../shared/calendarDates';
import type { Booking } from '../../shared/schemas/bookings';
import type { Item } from '../../shared/schemas/items';
import { TEST_CARD_APPROVED } from '../../shared/schemas/payments';
import type { Services } from '../services';
import type { DemoAccountIds, DemoRole } from './accounts';
import type { SeedClock } from './clock';

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

/** Pays at the built-in checkout, as the renter would on its page. */
async function payAtLocalCheckout(services: Services, renterId: string, bookingId: string) {
  const checkout = services.payments.localCheckout;
  if (!checkout) throw new Error('demo payments need the built-in checkout');
  const session = await services.payments.createCheckout(renterId, bookingId, '');
  const result = await checkout.pay(session.id, TEST_CARD_APPROVED);
  if (result.kind !== 'paid') throw new Error(`a demo payment was not taken: ${result.kind}`);
  await services.payments.fulfil(result);
}

/** Takes one demo booking from its request to its state, through the services. */
async function replay(services: Services, demo: DemoBooking, booking: Booking) {
  const { id, renter_id: renterId, owner_id: ownerId } = booking;
  switch (demo.status) {
    case 'pending':
      return;
    case 'confirmed':
    case 'completed':
      // Completion is the clock's: the sweep at the end completes the rentals that are over.
      if (demo.paid) await payAtLocalCheckout(services, renterId, id);
      else await services.bookings.changeStatus(id, ownerId, { status: 'confirmed' });
      return;
    case 'rejected':
      await services.bookings.changeStatus(id, ownerId, { status: 'rejected' });
      return;
    case 'cancelled':
      await services.bookings.changeStatus(id, renterId, {
        status: 'cancelled',
        reason: demo.reason,
      });
      return;
  }
}

/**
 * Adds the demo bookings while the main demo account has none. Each is requested, answered and
 * paid through the services with the clock set to when that happened, the oldest first; back
 * in the present, the sweep completes the rentals that have ended and marks running ones.
 * Returns how many were added.
 */
export async function seedDemoBookings(
  services: Services,
  accounts: DemoAccountIds,
  clock: SeedClock,
): Promise<number> {
  const mainId = accounts.get('Main demo');
  if (!mainId) return 0;
  const [asRenter, asOwner] = await Promise.all([
    services.bookings.list(mainId, { type: 'as_renter', limit: 1, page: 1 }),
    services.bookings.list(mainId, { type: 'as_owner', limit: 1, page: 1 }),
  ]);
  if (asRenter.bookings.length > 0 || asOwner.bookings.length > 0) return 0;

  const seededAt = clock.now();
  const today = earliestTodayOnEarth(seededAt);
  const oldestFirst = [...DEMO_BOOKINGS].sort((a, b) => b.requestedHoursAgo - a.requestedHoursAgo);
  const items = await demoItemsByTitle(services, accounts);
  let added = 0;
  try {
    for (const demo of oldestFirst) {
      const renterId = accounts.get(demo.renter);
      const item = items.get(demo.itemTitle);
      if (!renterId || !item || item.owner_id === renterId) continue;
      clock.set(new Date(seededAt.getTime() - demo.requestedHoursAgo * HOUR_MS));
      const booking = await services.bookings.create(renterId, {
        itemId: item.id,
        fromDate: addDays(today, demo.from),
        toDate: addDays(today, demo.to),
      });
      await replay(services, demo, booking);
      added += 1;
    }
  } finally {
    clock.reset();
  }
  await services.bookings.sweep();
  return added;
}

/** The demo accounts' listed items, by title. */
async function demoItemsByTitle(services: Services, accounts: DemoAccountIds) {
  const byTitle = new Map<string, Item>();
  for (const ownerId of new Set(accounts.values())) {
    for (const item of (await services.items.listOwn(ownerId)).items) {
      if (item.status === 'active') byTitle.set(item.title, item);
    }
  }
  return byTitle;
}
