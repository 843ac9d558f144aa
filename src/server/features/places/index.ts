export { backfillCoordinates } from './backfill';
export { DEFAULT_PLACE_LOOKUP_RATE_LIMIT_PER_MINUTE, placesRoutes } from './routes';
export {
  knownZipCodes,
  nearestZip,
  type ZipCoordinates,
  zipCentroid,
  zipCoordinates,
} from './zipCentroids';
