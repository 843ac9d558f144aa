import { addDays, type CalendarDate } from './calendarDates';

/**
 * Two-way blind reviews. All dates are calendar dates compared with `today` where the item is,
 * as for every other date rule of a rental: a rental is over on its end date, and reviewing
 * stays open through the 14th date after it. (The reviews' queries say the same in SQL: a
 * window is closed once the end date is more than 14 days before today.)
 */
export const REVIEW_WINDOW_DAYS = 14;

/** Who writes a review of a booking: the renter (of the item and its owner) or the owner. */
export const REVIEW_DIRECTIONS = ['renter_to_owner', 'owner_to_renter'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/**
 * The last date on which a rental ending on `toDate` can be reviewed: the one date every screen
 * names, for writing a review and for how long a written one stays hidden (it shows the next day
 * at the latest).
 */
export function reviewDeadline(toDate: CalendarDate): CalendarDate {
  return addDays(toDate, REVIEW_WINDOW_DAYS);
}

export type ReviewWindowState = 'not_yet' | 'open' | 'closed';

/** Before the rental's end date, from it through the deadline, and after. */
export function reviewWindowState(toDate: CalendarDate, today: CalendarDate): ReviewWindowState {
  if (today < toDate) return 'not_yet';
  return today <= reviewDeadline(toDate) ? 'open' : 'closed';
}

/**
 * Whether the reviews of a rental are shown to everyone: once both sides wrote theirs, or once
 * the window closed, whichever comes first.
 */
export function reviewsRevealed(
  rental: { toDate: CalendarDate; reviewsWritten: number },
  today: CalendarDate,
): boolean {
  return (
    rental.reviewsWritten >= REVIEW_DIRECTIONS.length ||
    reviewWindowState(rental.toDate, today) === 'closed'
  );
}
