import { fromCents } from '../../../shared/money';
import { publicNameOf } from '../../../shared/publicName';
import { type Item, itemResponseSchema } from '../../../shared/schemas/items';
import { toReviewStats } from '../reviews';
import type { ItemRecord } from './repo';

/** Hundredths of a mile or kilometre: finer than any list shows, and the answer stays short. */
const roundDistance = (distance: number) => Math.round(distance * 100) / 100;

/**
 * The item as anyone may read it: the city and ZIP code, never the street address. A record of
 * a search near a place carries its distance from there.
 */
export function toItem(record: ItemRecord & { distance?: number | null }): Item {
  return { ...toOwnItem(record), location: '' };
}

/** The item as its owner reads it, street address included. */
export function toOwnItem(record: ItemRecord & { distance?: number | null }): Item {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    price: fromCents(record.priceCents),
    duration: record.duration,
    location: record.location,
    city: record.city,
    zipCode: record.zipCode,
    categoryId: record.categoryId,
    category: record.categoryName,
    condition: record.condition,
    availability: record.availability,
    image_urls: record.imageUrls,
    imageUrl: record.imageUrls[0] ?? null,
    owner_id: record.ownerId,
    ownerName: publicNameOf({ firstName: record.ownerFirstName, lastName: record.ownerLastName }),
    ownerEmailVerified: record.ownerEmailVerifiedAt !== null,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    rating: toReviewStats({ average: record.ratingAverage, count: record.ratingCount }),
    area:
      record.latitude === null || record.longitude === null
        ? null
        : { latitude: record.latitude, longitude: record.longitude },
    timeZone: record.timeZone,
    minRentalDays: record.minRentalDays,
    maxRentalDays: record.maxRentalDays,
    minNoticeDays: record.minNoticeDays,
    cancellationPolicy: record.cancellationPolicy,
    deposit: fromCents(record.depositCents),
    ...(typeof record.distance === 'number' && { distance: roundDistance(record.distance) }),
  };
}

/** An item, and the API's answer for its page written once as the route's contract writes it. */
export interface ItemPage {
  item: Item;
  json: string;
}

/**
 * The answer is encoded by the response schema, as the route's serializer would, but once per
 * read of the item instead of once per request: a page kept in memory is then sent as it is.
 */
export function toItemPage(record: ItemRecord): ItemPage {
  const item = toItem(record);
  return { item, json: JSON.stringify(itemResponseSchema.encode({ item })) };
}
