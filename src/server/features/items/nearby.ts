import { type SQL, sql } from 'drizzle-orm';
import { type Coordinates, EARTH_RADIUS } from '../../../shared/distance';
import { DEFAULT_SEARCH_RADIUS } from '../../../shared/items';
import { marketplace } from '../../../shared/marketplace';
import { items } from '../../db/schema';
import { centreOfNamedPlace } from '../places';

/** The corners of a box of longitudes and latitudes, in degrees. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * A search near a place: its centre, how far it reaches, the box around that. Distances are in
 * the marketplace's unit (miles, kilometres) throughout.
 */
export interface SearchCentre {
  centre: Coordinates;
  reach: number;
  box: Box;
  /** Each item's distance from the centre, in SQL: the haversine of `distanceBetween`. */
  distance: SQL;
}

export const earthRadius = () => EARTH_RADIUS[marketplace().distanceUnit];

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Rounding of the box's edges outwards, so that floating point never leaves a match outside. */
const EDGE_MARGIN_DEGREES = 1e-6;

/**
 * The smallest box of longitudes and latitudes holding every point within `reach` of the centre
 * on the sphere `distanceBetween` measures: the latitudes the cap reaches, and the widest
 * longitudes of its circle (asin(sin δ / cos φ)); a cap over a pole spans every longitude. The
 * box does not wrap around the antimeridian: its longitudes stop at ±180.
 */
export function boxAround(centre: Coordinates, reach: number): Box {
  const angle = reach / earthRadius();
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

/** The great-circle distance from a point to each item's centre, as `distanceBetween` has it. */
export function distanceFrom(centre: Coordinates): SQL<number> {
  return distanceFromParameters(
    sql`${centre.latitude}::float8`,
    sql`${centre.longitude}::float8`,
    sql`${earthRadius()}::float8`,
  );
}

/**
 * The same distance from a point given as SQL (values, or a prepared statement's parameters),
 * on a sphere of the Earth's radius in the distance's unit.
 */
export function distanceFromParameters(
  latitude: SQL,
  longitude: SQL,
  earthRadiusInUnit: SQL,
): SQL<number> {
  return sql<number>`(2 * ${earthRadiusInUnit} * asin(least(1, sqrt(
    power(sin(radians(${items.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${items.latitude}))
      * power(sin(radians(${items.longitude} - ${longitude}) / 2), 2)))))`;
}

/** The search around a named place (a US ZIP code, a city); undefined when it is unknown. */
export function searchCentre(
  place: string,
  radius: number = DEFAULT_SEARCH_RADIUS,
): SearchCentre | undefined {
  const centre = centreOfNamedPlace(place);
  if (!centre) return undefined;
  return { centre, reach: radius, box: boxAround(centre, radius), distance: distanceFrom(centre) };
}
