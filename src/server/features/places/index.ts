export { knownZipCodes, nearestZip, zipCentroid } from './zipCentroids';
