/**
 * What saved searches say, on their page, the listings' button and in the server's refusals.
 * Apart from `messages`, which every page downloads first: only the pages that save or list
 * searches need these.
 */
export const savedSearchTexts = {
  pageTitle: 'Saved searches',
  intro:
    'We tell you when a new listing matches one of your saved searches: at most one notification a day for each.',
  save: 'Save this search',
  saving: 'Saving...',
  saved: 'Search saved. We will tell you about new listings that match it.',
  alreadySaved: 'You have already saved this search.',
  saveFailed: 'The search could not be saved. Please try again.',
  signInToSave: 'Sign in to save this search',
  needsFilter: 'Search for something or choose a filter to save the search.',
  tooMany: (max: number) => `You can keep up to ${max} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found',
  empty: 'No saved searches yet',
  emptyHint:
    'Search the listings, choose any filters, then press "Save this search" to hear about new matches.',
  browse: 'Browse listings',
  loadFailed: 'Your saved searches could not be loaded.',
  retry: 'Try again',
  open: 'Show listings',
  openLabel: (summary: string) => `Show listings: ${summary}`,
  remove: 'Delete',
  removeLabel: (summary: string) => `Delete saved search: ${summary}`,
  removeConfirm: (summary: string) => `Delete the saved search "${summary}"?`,
  removeFailed: 'The saved search could not be deleted. Please try again.',
  removed: 'Saved search deleted.',
  savedOn: (date: string) => `Saved ${date}`,
  lastAlert: (date: string) => `Last alert ${date}`,
  manage: 'Manage saved searches',
  everything: 'All listings',
  anyWords: (words: string) => `"${words}"`,
  inPlace: (place: string) => `in ${place}`,
  near: (miles: number, zip: string) => `within ${miles} mi of ${zip}`,
  priceFrom: (amount: string) => `from ${amount}`,
  priceUpTo: (amount: string) => `up to ${amount}`,
  priceBetween: (low: string, high: string) => `${low} to ${high}`,
  /** The daily digest of new matches, in the notification list and its email. */
  digest: {
    title: (count: number) =>
      count === 1 ? 'A new listing matches your search' : `${count} new listings match your search`,
    body: (summary: string, titles: string[], more: number) =>
      `New for your saved search ${summary}: ${titles.map((title) => `"${title}"`).join(', ')}${
        more > 0 ? ` and ${more} more` : ''
      }.`,
    action: 'See the listings',
    emailIntro: (summary: string) => `New listings match your saved search ${summary}:`,
    emailMore: (more: number) => `And ${more} more on Lendwell.`,
  },
} as const;
