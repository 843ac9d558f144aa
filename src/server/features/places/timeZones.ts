import tzLookup from '@photostructure/tz-lookup';
import { type SQL, sql } from 'drizzle-orm';
import { items } from '../../db/schema';
import { areaCentre, type ZipCoordinates, zipCoordinates } from './zipCentroids';

/** The zone of an item whose ZIP code is in no known area: the marketplace's own. */
export const MARKETPLACE_TIME_ZONE = 'America/New_York';

/**
 * The IANA time zone of an item's place, from an offline map of the zones' borders: at its ZIP
 * code's centre, else at a centre of the ZIP code's area (PO boxes have no centre of their own).
 */
export function timeZoneOfPlace(zipCode: string, centre: ZipCoordinates): string {
  const point =
    centre.latitude !== null && centre.longitude !== null
      ? { latitude: centre.latitude, longitude: centre.longitude }
      : areaCentre(zipCode);
  return point ? tzLookup(point.latitude, point.longitude) : MARKETPLACE_TIME_ZONE;
}

/** The columns an item keeps for its ZIP code: its centre and the time zone there. */
export function itemPlaceColumns(zipCode: string): ZipCoordinates & { timeZone: string } {
  const centre = zipCoordinates(zipCode);
  return { ...centre, timeZone: timeZoneOfPlace(zipCode, centre) };
}

/** The calendar date it is where each item is at `now`, in SQL, for a query that reads `items`. */
export function itemTodaySql(now: Date): SQL<string> {
  return sql<string>`(timezone(${items.timeZone}, ${now.toISOString()}::timestamptz))::date`;
}
