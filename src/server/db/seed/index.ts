import { count, eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../../shared/demoAccounts';
import { serializeLocation } from '../../../shared/location';
import { hashPassword } from '../../features/auth/passwords';
import type { ImageStorage } from '../../storage/imageStorage';
import type { Db } from '../client';
import { items, users } from '../schema';
import { findDemoAccountIds } from './accounts';
import { seedDemoBookings } from './bookings';
import { seedDemoConversations } from './conversations';
import { storeItemPhotos } from './itemPhotos';
import { DEMO_ITEMS } from './items';
import { seedDemoReviews } from './reviews';

const HOUR_MS = 60 * 60 * 1000;
/** Photos render on libvips' threads; a few at a time keeps both cores busy. */
const PHOTO_CONCURRENCY = 4;

/** Adds the demo accounts and items that are missing; running it twice changes nothing. */
export async function seedDemoData(
  db: Db,
  storage: ImageStorage,
): Promise<{
  accountsAdded: number;
  itemsAdded: number;
  messagesAdded: number;
  bookingsAdded: number;
  reviewsAdded: number;
}> {
  let accountsAdded = 0;
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        location: serializeLocation(account.location),
        role: account.accountRole,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    accountsAdded += inserted.length;
  }
  const itemsAdded = await seedDemoItems(db, storage);
  const messagesAdded = await seedDemoConversations(db);
  const bookingsAdded = await seedDemoBookings(db);
  // Last: reviews are written for the completed bookings seeded before them.
  const reviewsAdded = await seedDemoReviews(db);
  return { accountsAdded, itemsAdded, messagesAdded, bookingsAdded, reviewsAdded };
}

/** Items go in only while the demo item owner has none, so edits made in a demo survive. */
async function seedDemoItems(db: Db, storage: ImageStorage): Promise<number> {
  const owners = await findDemoAccountIds(db);
  const itemOwnerId = owners.get('Item owner');
  if (!itemOwnerId) return 0;
  const [existing] = await db
    .select({ total: count() })
    .from(items)
    .where(eq(items.ownerId, itemOwnerId));
  if ((existing?.total ?? 0) > 0) return 0;

  const photos: string[][] = [];
  for (let start = 0; start < DEMO_ITEMS.length; start += PHOTO_CONCURRENCY) {
    const batch = DEMO_ITEMS.slice(start, start + PHOTO_CONCURRENCY);
    photos.push(
      ...(await Promise.all(
        batch.map((item) => storeItemPhotos(storage, item.title, item.categoryId, item.photoCount)),
      )),
    );
  }

  const now = Date.now();
  const rows = DEMO_ITEMS.flatMap(({ owner, photoCount: _count, ...item }, index) => {
    const ownerId = owners.get(owner);
    const imageUrls = photos[index];
    if (!ownerId || !imageUrls) return [];
    // Spread over the last weeks so that "newest first" has an order to show.
    return [{ ...item, ownerId, imageUrls, createdAt: new Date(now - index * 9 * HOUR_MS) }];
  });
  await db.insert(items).values(rows);
  return rows.length;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}
