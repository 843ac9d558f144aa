export { backfillCoordinates } from './backfill';
export { largestCity } from './cityCentres';
export { centreOfNamedPlace, placeCoordinates, refuseUnknownPlace } from './placeCentres';
export { DEFAULT_PLACE_LOOKUP_RATE_LIMIT_PER_MINUTE, placesRoutes } from './routes';
export {
  itemPlaceColumns,
  itemTodaySql,
  marketplaceTimeZone,
  timeZoneOfPlace,
} from './timeZones';
export {
  knownZipCodes,
  nearestZip,
  type ZipCoordinates,
  zipCentroid,
} from './zipCentroids';
