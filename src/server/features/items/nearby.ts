import { type SQL, sql } from 'drizzle-orm';
import { type Coordinates, EARTH_RADIUS_MILES } from '../../../shared/distance';
import { DEFAULT_SEARCH_RADIUS } from '../../../shared/items';
import { items } from '../../db/schema';
import { zipCentroid } from '../places';

/** The corners of a box of longitudes and latitudes, in degrees. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A search near a ZIP code: its centre, the miles it reaches, the box around them. */
export interface SearchCentre {
  centre: Coordinates;
  miles: number;
  box: Box;
  /** Each item's miles from the centre, in SQL: the haversine of `milesBetween`. */
  distance: SQL;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Rounding of the box's edges outwards, so that floating point never leaves a match outside. */
const EDGE_MARGIN_DEGREES = 1e-6;

/**
 * The smallest box of longitudes and latitudes holding every point within `miles` of the centre
 * on the sphere `milesBetween` measures: the latitudes the cap reaches, and the widest
 * longitudes of its circle (asin(sin δ / cos φ)); a cap over a pole spans every longitude. The
 * box does not wrap around the antimeridian: its longitudes stop at ±180.
 */
export function boxAround(centre: Coordinates, miles: number): Box {
  const angle = miles / EARTH_RADIUS_MILES;
  const latitudeReach = degrees(angle) + EDGE_MARGIN_DEGREES;
  const south = Math.max(-90, centre.latitude - latitudeReach);
  const north = Math.min(90, centre.latitude + latitudeReach);
  const ratio = Math.sin(angle) / Math.cos(radians(centre.latitude));
  if (north >= 90 || south <= -90 || ratio >= 1) return { west: -180, south, east: 180, north };
  const longitudeReach = degrees(Math.asin(ratio)) + EDGE_MARGIN_DEGREES;
  return {
    west: Math.max(-180, centre.longitude - longitudeReach),
    south,
    east: Math.min(180, centre.longitude + longitudeReach),
    north,
  };
}

/** The great-circle miles from a point to each item's centre, as `milesBetween` computes them. */
export function milesFrom(centre: Coordinates): SQL<number> {
  return milesFromParameters(sql`${centre.latitude}::float8`, sql`${centre.longitude}::float8`);
}

/** The same miles from a point given as SQL (values, or a prepared statement's parameters). */
export function milesFromParameters(latitude: SQL, longitude: SQL): SQL<number> {
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_MILES))}::float8 * asin(least(1, sqrt(
    power(sin(radians(${items.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${items.latitude}))
      * power(sin(radians(${items.longitude} - ${longitude}) / 2), 2)))))`;
}

/** The search around a ZIP code's centre; undefined when the ZIP code is unknown. */
export function searchCentre(
  zipCode: string,
  radius: number = DEFAULT_SEARCH_RADIUS,
): SearchCentre | undefined {
  const centre = zipCentroid(zipCode);
  if (!centre) return undefined;
  return { centre, miles: radius, box: boxAround(centre, radius), distance: milesFrom(centre) };
}
