/**
 * The texts of the listings' near-me search and map. Kept apart from messages.ts, which every
 * page downloads first, because only the listings page shows them.
 */
export const listingsTexts = {
  locationUnsupported: 'This browser cannot share your location. Type a ZIP code instead.',
  locationDenied:
    'Location access is blocked. Allow it for this site in your browser, or type a ZIP code.',
  locationTimeout: 'Finding your location took too long. Try again, or type a ZIP code.',
  locationFailed: 'We could not look up your ZIP code. Try again, or type a ZIP code.',
  fixFilters: 'Fix the highlighted filters to search.',
  loadFailed: 'We could not load items just now. Please try again.',
  mapFailed: 'The map could not load. The list still works.',
  withoutArea: (count: number) =>
    count === 1
      ? '1 item has no location and is not on the map.'
      : `${count} items have no location and are not on the map.`,
} as const;
