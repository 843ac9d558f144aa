import { DEFAULT_FEE_SETTINGS } from '../../shared/fees';
import { DEFAULT_BOOKING_BOUNDS } from '../../shared/rentalRules';
import { createItemSchema } from '../../shared/schemas/items';
import type { Db } from '../db/client';
import type { ErrorLog } from '../errorLog';
import { withSerializedErrors } from '../logging';
import { createLocalPaymentProvider } from '../payments/local';
import { createServices, type Services } from '../services';
import type { ImageStorage } from '../storage/imageStorage';
import { type DemoAccountIds, findDemoAccountIds, seedDemoAccounts } from './accounts';
import { seedDemoBookings } from './bookings';
import { createSeedClock, type SeedClock } from './clock';
import { seedDemoConversations } from './conversations';
import { storeItemPhotos } from './itemPhotos';
import { DEMO_ITEMS } from './items';
import { isDemoSeedDue, recordDemoSeedCompleted, recordDemoSeedStarted } from './progress';
import { seedDemoReviews } from './reviews';

/** Photos render on libvips' threads; a few at a time keeps both cores busy. */
const PHOTO_CONCURRENCY = 4;
/** Demo items were listed this far apart, so that "newest first" has an order to show. */
const ITEM_SPACING_MS = 9 * 60 * 60 * 1000;

const consoleLog: ErrorLog = {
  error: (details, message) => console.error(message, withSerializedErrors(details)),
};

/**
 * Adds the demo accounts and data that are missing; running it twice changes nothing. Everything
 * goes through the services, as a user's requests would: the seed's own clock replays listings,
 * messages, bookings and reviews at the moments they were made, and paid bookings are paid at
 * the built-in checkout.
 */
export async function seedDemoData(
  db: Db,
  storage: ImageStorage,
  log: ErrorLog = consoleLog,
): Promise<{
  accountsAdded: number;
  itemsAdded: number;
  messagesAdded: number;
  bookingsAdded: number;
  reviewsAdded: number;
}> {
  const clock = createSeedClock();
  const services = createServices(db, {
    now: clock.now,
    paymentProvider: createLocalPaymentProvider(db, { now: clock.now }),
    log,
    fees: DEFAULT_FEE_SETTINGS,
    bookingBounds: DEFAULT_BOOKING_BOUNDS,
  });
  const accountsAdded = await seedDemoAccounts(services, db);
  const accounts = await findDemoAccountIds(db);
  const itemsAdded = await seedDemoItems(services, accounts, storage, clock);
  const messagesAdded = await seedDemoConversations(services, accounts, clock);
  const bookingsAdded = await seedDemoBookings(services, accounts, clock);
  // Last: reviews are written for the completed bookings seeded before them.
  const reviewsAdded = await seedDemoReviews(services, accounts, clock);
  return { accountsAdded, itemsAdded, messagesAdded, bookingsAdded, reviewsAdded };
}

/**
 * The demo items their owners do not have yet, by title: a seed interrupted while listing adds
 * the rest. Photos are stored for those only.
 */
async function seedDemoItems(
  services: Services,
  accounts: DemoAccountIds,
  storage: ImageStorage,
  clock: SeedClock,
): Promise<number> {
  const listed = new Set<string>();
  for (const ownerId of new Set(accounts.values())) {
    for (const item of (await services.items.listOwn(ownerId)).items) {
      listed.add(`${ownerId} ${item.title}`);
    }
  }
  const missing = DEMO_ITEMS.filter((item) => {
    const ownerId = accounts.get(item.owner);
    return ownerId !== undefined && !listed.has(`${ownerId} ${item.title}`);
  });

  const photos = new Map<(typeof DEMO_ITEMS)[number], string[]>();
  for (let start = 0; start < missing.length; start += PHOTO_CONCURRENCY) {
    const batch = missing.slice(start, start + PHOTO_CONCURRENCY);
    const stored = await Promise.all(
      batch.map((item) => storeItemPhotos(storage, item.title, item.categoryId, item.photoCount)),
    );
    batch.forEach((item, index) => {
      const imageUrls = stored[index];
      if (imageUrls) photos.set(item, imageUrls);
    });
  }

  const seededAt = clock.now().getTime();
  let added = 0;
  try {
    // The table lists the newest first, so it is listed last.
    for (let index = DEMO_ITEMS.length - 1; index >= 0; index -= 1) {
      const item = DEMO_ITEMS[index];
      const ownerId = item && accounts.get(item.owner);
      const imageUrls = item && photos.get(item);
      if (!item || !ownerId || !imageUrls) continue;
      const { owner: _owner, photoCount: _count, ...fields } = item;
      clock.set(new Date(seededAt - index * ITEM_SPACING_MS));
      await services.items.create(ownerId, createItemSchema.parse({ ...fields, imageUrls }));
      added += 1;
    }
  } finally {
    clock.reset();
  }
  return added;
}

type SeedCounts = Awaited<ReturnType<typeof seedDemoData>>;

/**
 * A start's seed, all or nothing: into an empty database, or finishing one left unfinished
 * (each step adds only what is missing); null when none is due. Its completion is recorded last.
 */
export async function seedDemoDataOnStart(
  db: Db,
  storage: ImageStorage,
  log: ErrorLog,
): Promise<SeedCounts | null> {
  if (!(await isDemoSeedDue(db))) return null;
  await recordDemoSeedStarted(db);
  const added = await seedDemoData(db, storage, log);
  await recordDemoSeedCompleted(db);
  return added;
}
