import type { Coordinates } from '../../../shared/distance';
import { marketplace } from '../../../shared/marketplace';
import { badRequest } from '../../errors';
import { cityCentre } from './cityCentres';
import { type ZipCoordinates, zipCentroid } from './zipCentroids';

/**
 * Where a place a person named is: in the US a ZIP code's centre (the bundled centres are the
 * US's), elsewhere a city's.
 */
export function centreOfNamedPlace(name: string): Coordinates | undefined {
  return marketplace().postalCodePlaces ? zipCentroid(name) : cityCentre(name);
}

/** Refuses a search near a place whose centre is not known: nothing could be near it. */
export function refuseUnknownPlace(name: string): void {
  if (centreOfNamedPlace(name)) return;
  throw marketplace().postalCodePlaces
    ? badRequest({ id: 'items.nearZipUnknown', values: { zip: name } }, 'near')
    : badRequest({ id: 'items.nearCityUnknown', values: { city: name } }, 'near');
}

/** The centre a row keeps for its place, or nulls while it is not known. */
export function placeCoordinates(place: { zipCode: string; city: string }): ZipCoordinates {
  const centre = marketplace().postalCodePlaces
    ? zipCentroid(place.zipCode)
    : cityCentre(place.city);
  return centre ?? { latitude: null, longitude: null };
}
