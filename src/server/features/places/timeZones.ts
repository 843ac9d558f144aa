import tzLookup from '@photostructure/tz-lookup';
import { type SQL, sql } from 'drizzle-orm';
import { items } from '../../db/schema';
import { type ZipCoordinates, zipCoordinates } from './zipCentroids';

/** The zone of an item whose place has no known centre: the marketplace's own. */
export const MARKETPLACE_TIME_ZONE = 'America/New_York';

/** The IANA time zone at a place, from an offline map of the zones' borders. */
export function timeZoneAt(place: ZipCoordinates): string {
  if (place.latitude === null || place.longitude === null) return MARKETPLACE_TIME_ZONE;
  return tzLookup(place.latitude, place.longitude);
}

/** The columns an item keeps for its ZIP code: its centre and the time zone there. */
export function itemPlaceColumns(zipCode: string): ZipCoordinates & { timeZone: string } {
  const centre = zipCoordinates(zipCode);
  return { ...centre, timeZone: timeZoneAt(centre) };
}

/** The calendar date it is where each item is at `now`, in SQL, for a query that reads `items`. */
export function itemTodaySql(now: Date): SQL<string> {
  return sql<string>`(timezone(${items.timeZone}, ${now.toISOString()}::timestamptz))::date`;
}
