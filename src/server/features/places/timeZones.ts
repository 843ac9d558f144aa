import tzLookup from '@photostructure/tz-lookup';
import { type SQL, sql } from 'drizzle-orm';
import { marketplace } from '../../../shared/marketplace';
import { items } from '../../db/schema';
import { largestCity } from './cityCentres';
import { placeCoordinates } from './placeCentres';
import { areaCentre, type ZipCoordinates } from './zipCentroids';

/** The US marketplace's own zone: its first town's. */
const US_TIME_ZONE = 'America/New_York';

/**
 * The zone of an item whose place is not known: the marketplace's own, New York's in the US and
 * elsewhere that of the country's largest city.
 */
export function marketplaceTimeZone(): string {
  if (marketplace().country === 'US') return US_TIME_ZONE;
  const centre = largestCity()?.centre;
  return centre ? tzLookup(centre.latitude, centre.longitude) : 'UTC';
}

/**
 * The IANA time zone of an item's place, from an offline map of the zones' borders: at its
 * centre, else at a centre of its US ZIP code's area (PO boxes have no centre of their own).
 */
export function timeZoneOfPlace(zipCode: string, centre: ZipCoordinates): string {
  const point =
    centre.latitude !== null && centre.longitude !== null
      ? { latitude: centre.latitude, longitude: centre.longitude }
      : marketplace().postalCodePlaces
        ? areaCentre(zipCode)
        : undefined;
  return point ? tzLookup(point.latitude, point.longitude) : marketplaceTimeZone();
}

/** The columns an item keeps for its place: its centre and the time zone there. */
export function itemPlaceColumns(place: {
  zipCode: string;
  city: string;
}): ZipCoordinates & { timeZone: string } {
  const centre = placeCoordinates(place);
  return { ...centre, timeZone: timeZoneOfPlace(place.zipCode, centre) };
}

/** The calendar date it is where each item is at `now`, in SQL, for a query that reads `items`. */
export function itemTodaySql(now: Date): SQL<string> {
  return sql<string>`(timezone(${items.timeZone}, ${now.toISOString()}::timestamptz))::date`;
}
