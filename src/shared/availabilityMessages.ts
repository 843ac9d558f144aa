/** "1 day", "3 days". */
function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** "1 day's notice", "2 days' notice". */
function noticeOf(days: number): string {
  return days === 1 ? "1 day's notice" : `${days} days' notice`;
}

/**
 * The owner's availability: rental rules and blocked dates, as the server refuses them and the
 * item forms and booking panel say them. Kept apart from `messages` so that pages that never
 * show them (every page loads `messages`) do not carry them.
 */
export const availabilityMessages = {
  minRentalDaysInvalid: 'The minimum rental must be a whole number of days from 1 to 365.',
  maxRentalDaysInvalid: 'The maximum rental must be a whole number of days from 1 to 365.',
  minNoticeDaysInvalid: 'The notice must be a whole number of days from 0 to 365.',
  rentalDaysOrder: 'The minimum rental cannot be longer than the maximum rental.',
  blockDaysRequired: 'Choose the first and the last blocked day.',
  blockLastBeforeFirst: 'The last blocked day cannot be before the first.',
  blockDatesRequired: 'Choose the first blocked day and the day the item is available again.',
  blockDatesOrder: 'The day the item is available again must be after the first blocked day.',
  blockInPast: 'Those dates have already passed.',
  blockTooLong: 'A block can be at most 2 years long.',
  blockNoteTooLong: 'Keep the note to 200 characters or fewer.',
  blockNotFound: 'Blocked dates not found',
  notOwner: 'Only the owner of this item can change its availability.',
  overlapsRental: 'Those dates overlap a confirmed rental or dates you already blocked.',
  blockedDays:
    'The owner is not lending this item on some of those days. Please choose other dates.',
  confirmOverBlock:
    'You blocked some of these dates. Remove that block first, or reject this request.',
  tooShort: (days: number) => `This item is rented for at least ${dayCount(days)}.`,
  tooLong: (days: number) => `This item is rented for at most ${dayCount(days)}.`,
  tooLongForMarketplace: (days: number) =>
    `Rentals on Lendwell last at most ${dayCount(days)}. Please choose an earlier return date.`,
  tooFarAhead: (days: number, latest: string) =>
    `Rentals can be booked at most ${dayCount(days)} ahead: the latest start is ${latest}.`,
  tooSoon: (days: number, earliest: string) =>
    `The owner needs ${noticeOf(days)}: the earliest start is ${earliest}.`,
  minimum: (days: number) => `Minimum ${dayCount(days)}`,
  maximum: (days: number) => `Maximum ${dayCount(days)}`,
  notice: noticeOf,
} as const;
