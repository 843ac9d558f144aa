export { backfillCoordinates } from './backfill';
export {
  knownZipCodes,
  nearestZip,
  type ZipCoordinates,
  zipCentroid,
  zipCoordinates,
} from './zipCentroids';
