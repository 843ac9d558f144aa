/**
 * What "use my location" says. Apart from `messages`, which every page downloads first: only
 * the listings' location lookup and its endpoint need these.
 */
export const placesTexts = {
  latitudeInvalid: 'Latitude must be a number from -90 to 90.',
  longitudeInvalid: 'Longitude must be a number from -180 to 180.',
  noZipNearby: 'We could not find a US ZIP code near your location. Enter a ZIP code instead.',
  locationUnavailable: 'We could not get your location. Enter a ZIP code instead.',
} as const;
