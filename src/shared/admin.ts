/**
 * Rules of the admin console that the server and the screens share: how long a reason may be,
 * how many rows a page holds, and which days "this month" covers.
 */

/** A suspension, a hidden listing, a cancellation or a resolution note: required, at most this long. */
export const ADMIN_REASON_MAX_LENGTH = 500;

/** Rows per page of every list of the console. */
export const ADMIN_PAGE_SIZE = 20;

/** The longest search text the users and listings lists take. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * The calendar month `now` falls in, by UTC, as the half-open range [start, end): the overview's
 * money "this month" is what moved from the first instant of the month up to the next one.
 */
export function calendarMonthOf(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** The pages of a list of `total` rows, at least one so an empty list still shows page 1 of 1. */
export const pageCountOf = (total: number, pageSize = ADMIN_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));
