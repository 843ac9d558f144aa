import type { BookingStatus } from './bookings';

// Imported by the account page's calendar section and the server only.

/** How a booking shows in a person's calendar feed; absent: it is left out. */
export type FeedEventStatus = 'TENTATIVE' | 'CONFIRMED';

/**
 * Requests still waiting show as tentative, so both sides see what may come; confirmed and
 * completed rentals as confirmed. Rejected and cancelled ones are left out: a subscribed
 * calendar replaces its events on every refresh, so they disappear from it.
 */
export const FEED_EVENT_STATUS: Partial<Record<BookingStatus, FeedEventStatus>> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
};

export const FEED_STATUSES = Object.keys(FEED_EVENT_STATUS) as BookingStatus[];

export function feedEventStatus(status: string): FeedEventStatus | undefined {
  return Object.hasOwn(FEED_EVENT_STATUS, status)
    ? FEED_EVENT_STATUS[status as BookingStatus]
    : undefined;
}

/** The feed file: its token (32 random bytes in base64url, 43 characters), then `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The token of a feed file name `<token>.ics`; undefined for anything else. */
export function feedTokenOfFile(file: string): string | undefined {
  return FEED_FILE.exec(file)?.[1];
}

/** The path of a person's feed, which the site's address makes absolute. */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/** The path of an item's booked dates as a calendar file. */
export const itemCalendarPath = (itemId: string) => `/api/items/${itemId}/calendar.ics`;

/**
 * A rental's days as an all-day event. Bookings are half-open ranges [from, to): the renter
 * returns the item on `to`, which is free again; iCalendar's DTEND of an all-day event is
 * exclusive in the same way, so the two dates carry over unchanged.
 */
export function allDayEventOf(range: { fromDate: string; toDate: string }) {
  return { start: range.fromDate, end: range.toDate };
}
