export { backfillCoordinates } from './backfill';
export { DEFAULT_PLACE_LOOKUP_RATE_LIMIT_PER_MINUTE, placesRoutes } from './routes';
export {
  itemPlaceColumns,
  itemTodaySql,
  MARKETPLACE_TIME_ZONE,
  timeZoneOfPlace,
} from './timeZones';
export {
  knownZipCodes,
  nearestZip,
  type ZipCoordinates,
  zipCentroid,
  zipCoordinates,
} from './zipCentroids';
