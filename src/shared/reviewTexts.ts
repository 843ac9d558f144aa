import { formatCalendarDate } from './calendarDates';
import { SOURCE_LOCALE } from './i18n/locales';

/** The texts of two-way blind reviews and public profiles, loaded only by their screens. */
export const reviewTexts = {
  deadline: (date: string) => `You can review until ${formatCalendarDate(date, SOURCE_LOCALE)}.`,
  blindRule:
    'Reviews stay hidden until you have both written yours, or until the review period ends.',
  windowClosed: (date: string) =>
    `Reviewing this rental closed on ${formatCalendarDate(date, SOURCE_LOCALE)}.`,
  hiddenUntil: (other: string, date: string) =>
    `Only you can see this review until ${other} writes theirs, or until ${formatCalendarDate(date, SOURCE_LOCALE)}.`,
  notTheOwner: 'Only the owner of the item can review its renter.',
  renterAfterRental: 'You can review the renter after the rental ends.',
  renterAlreadyReviewed: 'You have already reviewed this renter',
  reviewRenter: 'Review renter',
  renterPlaceholder: 'How was the renter? Did they look after your item and return it on time?',
  renterReviewed: 'Renter reviewed',
  reviewRenterTitle: 'Review your renter',
  renterSummaryLabel: 'Rental you are reviewing',
  renterLine: (name: string) => `Renter: ${name}`,
  renterThanks: 'Thank you for your review!',
  loadFailed: 'This review could not be loaded.',
  backToDashboard: 'Back to Dashboard',
  renterRated: (reviewer: string, item: string, rating: number) =>
    `${reviewer} rated you ${rating} out of 5 as the renter of "${item}".`,
} as const;

export const profileTexts = {
  memberSince: (date: string) => `Member since ${date}`,
  asOwner: 'As an owner',
  asRenter: 'As a renter',
  listingsTitle: 'Listings',
  noListings: 'No live listings right now.',
  reviewsTitle: 'Reviews',
  noReviews: 'No reviews yet.',
  ofItem: (title: string) => `Rented "${title}"`,
  itemReviewBadge: 'From a renter',
  renterReviewBadge: 'From an owner',
  notFoundTitle: 'Profile not available',
  notFoundBody: 'This person’s profile does not exist or is not available.',
  loadFailed: 'This profile could not be loaded.',
  actionsLabel: 'Actions',
} as const;
