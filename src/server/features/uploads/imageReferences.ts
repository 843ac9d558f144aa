import { arrayOverlaps, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { damageClaims, items, users } from '../../db/schema';
import { UPLOADS_URL_PREFIX } from '../../storage/imageStorage';

const HASHED_NAME = /([a-f0-9]{64})\.(?:jpg|webp)$/;

/** The content hash in a stored name or URL (both sizes of a photo share it). */
export function contentHashOf(nameOrUrl: string): string | undefined {
  return HASHED_NAME.exec(nameOrUrl)?.[1];
}

/** Whether any listing, profile or damage claim still shows the stored image of this content hash. */
export async function imageInUse(db: Db, hash: string): Promise<boolean> {
  const pattern = `${UPLOADS_URL_PREFIX}${hash}.%`;
  const [inListing] = await db
    .select({ id: items.id })
    .from(items)
    .where(sql`exists (select 1 from unnest(${items.imageUrls}) as url where url like ${pattern})`)
    .limit(1);
  if (inListing) return true;
  const [inProfile] = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.profileImageUrl, pattern))
    .limit(1);
  if (inProfile) return true;
  const [inClaim] = await db
    .select({ id: damageClaims.id })
    .from(damageClaims)
    .where(
      sql`exists (select 1 from unnest(${damageClaims.photoUrls}) as url where url like ${pattern})`,
    )
    .limit(1);
  return inClaim !== undefined;
}

/** Of these content hashes, those a listing or a profile shows: two queries for a whole page. */
export async function hashesInUse(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  const urls = hashes.flatMap((hash) => [
    `${UPLOADS_URL_PREFIX}${hash}.jpg`,
    `${UPLOADS_URL_PREFIX}${hash}.webp`,
  ]);
  if (urls.length === 0) return new Set();
  const listings = await db
    .select({ urls: items.imageUrls })
    .from(items)
    .where(arrayOverlaps(items.imageUrls, urls));
  const profiles = await db
    .select({ url: users.profileImageUrl })
    .from(users)
    .where(inArray(users.profileImageUrl, urls));
  // A damage claim's photos are evidence: kept as long as the claim.
  const claims = await db
    .select({ urls: damageClaims.photoUrls })
    .from(damageClaims)
    .where(arrayOverlaps(damageClaims.photoUrls, urls));
  const shown = [
    ...listings.flatMap((row) => row.urls),
    ...profiles.map((row) => row.url ?? ''),
    ...claims.flatMap((row) => row.urls),
  ];
  const wanted = new Set(hashes);
  return new Set(
    shown
      .map(contentHashOf)
      .filter((hash): hash is string => hash !== undefined && wanted.has(hash)),
  );
}
