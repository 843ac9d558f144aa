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

/** A distance as listings show it: "0.4 mi", "2.3 mi", "12 mi" (whole miles from 10 on). */
export function formatMiles(miles: number): string {
  if (miles >= 9.95) return `${Math.round(miles)} mi`;
  return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
}
