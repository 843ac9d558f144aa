import { type DistanceUnit, marketplace } from './marketplace';

/** A point on the Earth, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth, as the haversine formula takes it, in each unit. */
export const EARTH_RADIUS: Record<DistanceUnit, number> = { mile: 3958.8, kilometer: 6371.0 };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points (haversine), in the marketplace's unit unless told:
 * the unit its searches reach and its listings show.
 */
export function distanceBetween(
  from: Coordinates,
  to: Coordinates,
  unit: DistanceUnit = marketplace().distanceUnit,
): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS[unit] * Math.asin(Math.min(1, Math.sqrt(a)));
}

const tenths = new Map<string, Intl.NumberFormat>();
const wholes = new Map<string, Intl.NumberFormat>();

function formatter(made: Map<string, Intl.NumberFormat>, locale: string, digits: number) {
  const existing = made.get(locale);
  if (existing) return existing;
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  made.set(locale, format);
  return format;
}

/**
 * The number of a distance as listings show it, the reader's way: "0.4", "2.3", "12" (whole
 * miles or kilometres from 10 on); the unit is in the message around it.
 */
export function formatDistance(distance: number, locale: string): string {
  if (distance >= 9.95) return formatter(wholes, locale, 0).format(distance);
  return formatter(tenths, locale, 1).format(distance);
}

/** The values a message about a distance takes: the number, and the unit to name. */
export const distanceWords = (distance: number, locale: string) => ({
  distance: formatDistance(distance, locale),
  unit: marketplace().distanceUnit,
});
