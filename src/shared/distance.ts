/** A point on the Earth, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth in statute miles, as the haversine formula takes it. */
export const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles between two points (haversine). */
export function milesBetween(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
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
 * miles from 10 on); the unit is in the message around it.
 */
export function formatMiles(miles: number, locale: string): string {
  if (miles >= 9.95) return formatter(wholes, locale, 0).format(miles);
  return formatter(tenths, locale, 1).format(miles);
}
