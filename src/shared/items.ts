import type { MessageId } from './i18n/messageIds';

export const DURATIONS = ['hour', 'day', 'week', 'month'] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 'day';

export const CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const DEFAULT_CONDITION: Condition = 'Good';

/** Owners choose Available or Unavailable; Rented is shown while a confirmed booking runs. */
export const AVAILABILITIES = ['Available', 'Unavailable', 'Rented'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const OWNER_AVAILABILITIES = ['Available', 'Unavailable'] as const;
export const DEFAULT_AVAILABILITY: Availability = 'Available';

/**
 * A deleted item becomes inactive: hidden everywhere, kept for the bookings that name it. An item
 * an administrator hid (or hid with its owner's suspension) is `hidden`: out of every search and
 * page but its owner's own list, where the reason shows, until it is unhidden.
 */
export const ITEM_STATUSES = ['active', 'inactive', 'hidden'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const FALLBACK_CATEGORY_ID = 1;
export const FEATURED_ITEMS_COUNT = 6;
export const LISTINGS_SKELETON_COUNT = 8;
export const LISTINGS_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The map shows every result of a search up to this many, on one page: it has no pages. */
export const MAP_RESULTS_LIMIT = MAX_PAGE_SIZE;

export const ITEM_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance', 'distance'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** The distances a search near a place may reach, in the marketplace's unit (miles, km). */
export const SEARCH_RADII = [1, 5, 10, 25, 50] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];
export const DEFAULT_SEARCH_RADIUS: SearchRadius = 10;
export const LARGEST_SEARCH_RADIUS: SearchRadius = 50;

/**
 * The smallest radius that reaches an item `distance` away, or undefined when none does: what
 * an empty search near a place offers to widen to.
 */
export function radiusReaching(distance: number): SearchRadius | undefined {
  return SEARCH_RADII.find((radius) => radius >= distance);
}

/**
 * How the listings' one place field fills the two place filters. Where postal codes locate
 * places (the US), what starts with a digit is a ZIP code to search near, and anything else a
 * city or street to match by name; elsewhere it is a city to search near.
 */
export function placeFilters(
  value: string,
  postalCodesLocate: boolean,
): { near: string; location: string } {
  const place = value.trim();
  if (!postalCodesLocate || /^\d/.test(place)) return { near: place, location: '' };
  return { near: '', location: place };
}

/**
 * The query string of a page of items, its parameters in name order and empty ones left out.
 * The web app asks for pages with it and the server names the first listings page for
 * preloading with it: a preload is used only when both spell the address the same way.
 */
export function itemsListQuery(filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(filters).sort()) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The API addresses (under /api) an item page reads as it opens, spelled once: the server names
 * them in the page's HTML for preloading, and a preload is used only when both spell them alike.
 */
export const itemPagePaths = {
  item: (id: string) => `/items/${encodeURIComponent(id)}`,
  bookedDates: (id: string) => `/items/${encodeURIComponent(id)}/booked-dates`,
  reviews: (id: string) => `/reviews/item/${encodeURIComponent(id)}`,
};

/** The listings page as first opened, without filters. */
export const FIRST_LISTINGS_PAGE = { page: 1, limit: LISTINGS_PAGE_SIZE };

/**
 * What each required field says when it is left empty, by the field: the item forms show it there,
 * and their summary of missing fields is raised by these messages alone.
 */
export const ITEM_FIELD_REQUIRED = {
  title: 'items.titleRequired',
  description: 'items.descriptionRequired',
  categoryId: 'items.categoryRequired',
  price: 'items.priceRequired',
  location: 'items.locationRequired',
  imageUrls: 'items.photosRequired',
} as const satisfies Record<string, MessageId>;
