import { formatDateRange } from './calendarDates';
import { chatPath } from './chat';
import { formatCurrency } from './format';
import { messages } from './messages';
import { type Cents, fromCents } from './money';
import type { NotificationKind, RentalParty } from './notifications';
import { reviewTexts } from './reviewTexts';
import { DIGEST_TITLES_SHOWN } from './savedSearches';
import { savedSearchTexts } from './savedSearchTexts';

const m = messages.notifications;

/** What a rental notification says: the booking as both people know it. */
export interface RentalFacts {
  itemId: string;
  itemTitle: string;
  renterName: string;
  ownerName: string;
  fromDate: string;
  toDate: string;
  /** The payment or refund the notification is about. */
  amountCents?: Cents;
}

export interface NotificationText {
  title: string;
  body: string;
  linkPath: string;
  actionLabel: string;
}

/** Where each side finds its bookings on the dashboard. */
const bookingsPathOf = (party: RentalParty) =>
  party === 'renter' ? '/dashboard?tab=bookings' : '/dashboard?tab=incoming';

const money = (cents: Cents | undefined) => formatCurrency(fromCents(cents ?? (0 as Cents)));

/** The words and link of a rental notification for one side of the rental. */
export function rentalNotificationText(
  kind: NotificationKind,
  party: RentalParty,
  facts: RentalFacts,
): NotificationText {
  const { itemTitle: item, renterName: renter, ownerName: owner } = facts;
  const dates = formatDateRange(facts.fromDate, facts.toDate);
  const amount = money(facts.amountCents);
  const booking = { linkPath: bookingsPathOf(party), actionLabel: m.viewBooking };
  const forRenter = party === 'renter';
  switch (kind) {
    case 'booking_requested':
      return {
        title: m.bookingRequested.title,
        body: m.bookingRequested.body(renter, item, dates),
        ...booking,
      };
    case 'booking_accepted':
      return {
        title: m.bookingAccepted.title,
        body: m.bookingAccepted.body(owner, item, dates),
        ...booking,
      };
    case 'booking_rejected':
      return {
        title: m.bookingRejected.title,
        body: m.bookingRejected.body(owner, item, dates),
        ...booking,
      };
    case 'booking_declined':
      return {
        title: m.bookingDeclined.title,
        body: m.bookingDeclined.body(item, dates),
        ...booking,
      };
    case 'booking_expired':
      return {
        title: m.bookingExpired.title,
        body: m.bookingExpired.body(item, dates),
        ...booking,
      };
    case 'booking_cancelled':
      return {
        title: m.bookingCancelled.title,
        body: m.bookingCancelled.body(renter, item, dates),
        ...booking,
      };
    case 'booking_cancelled_by_admin':
      return {
        title: m.bookingCancelledByAdmin.title,
        body: m.bookingCancelledByAdmin.body(item, dates),
        ...booking,
      };
    case 'booking_paid':
      return {
        title: m.bookingPaid.title,
        body: forRenter
          ? m.bookingPaid.renterBody(amount, item, dates)
          : m.bookingPaid.ownerBody(renter, amount, item, dates),
        ...booking,
      };
    case 'payment_refunded':
      return {
        title: m.paymentRefunded.title,
        body: forRenter
          ? m.paymentRefunded.renterBody(amount, item)
          : m.paymentRefunded.ownerBody(renter, amount, item),
        ...booking,
      };
    case 'rental_starts_tomorrow':
      return {
        title: m.startsTomorrow.title,
        body: forRenter
          ? m.startsTomorrow.renterBody(item, owner)
          : m.startsTomorrow.ownerBody(renter, item),
        ...booking,
      };
    case 'rental_ended':
      // Renters review items; an owner is told the rental is over and where reviews show.
      return forRenter
        ? {
            title: m.rentalEnded.renterTitle,
            body: m.rentalEnded.renterBody(item),
            linkPath: `/review/${facts.itemId}`,
            actionLabel: m.leaveReview,
          }
        : {
            title: m.rentalEnded.ownerTitle,
            body: m.rentalEnded.ownerBody(renter, item),
            linkPath: `/item/${facts.itemId}`,
            actionLabel: m.seeReviews,
          };
    case 'review_received':
    case 'messages_unread':
    case 'saved_search_matches':
    case 'listing_hidden':
    case 'report_decided':
      throw new Error(`${kind} is not a rental notification`);
  }
}

/** A review of the person, sent once it is shown to everyone, never while it is hidden. */
export function reviewNotificationText(review: {
  type: 'item_review' | 'renter_review';
  itemId: string;
  itemTitle: string;
  subjectId: string;
  reviewerName: string;
  rating: number;
}): NotificationText {
  if (review.type === 'renter_review') {
    return {
      title: m.reviewReceived.title,
      body: reviewTexts.renterRated(review.reviewerName, review.itemTitle, review.rating),
      linkPath: `/users/${review.subjectId}`,
      actionLabel: m.seeReviews,
    };
  }
  return {
    title: m.reviewReceived.title,
    body: m.reviewReceived.body(review.reviewerName, review.itemTitle, review.rating),
    linkPath: `/item/${review.itemId}`,
    actionLabel: m.seeReviews,
  };
}

/** The one email per conversation and unread run. */
export function unreadMessagesText(unread: {
  senderId: string;
  senderName: string;
  itemId: string | null;
  itemTitle: string | null;
  count: number;
}): NotificationText {
  return {
    title: m.messagesUnread.title(unread.senderName),
    body: m.messagesUnread.body(unread.senderName, unread.count, unread.itemTitle),
    linkPath: chatPath(unread.itemId, unread.senderId),
    actionLabel: m.openConversation,
  };
}

/**
 * A saved search's daily digest: how many new listings match, the first few by title, and the
 * listings page with the search, newest first.
 */
export function savedSearchMatchesText(digest: {
  summary: string;
  titles: string[];
  listingsPath: string;
}): NotificationText & { emailLines: string[] } {
  const shown = digest.titles.slice(0, DIGEST_TITLES_SHOWN);
  const more = digest.titles.length - shown.length;
  return {
    title: savedSearchTexts.digest.title(digest.titles.length),
    body: savedSearchTexts.digest.body(digest.summary, shown, more),
    linkPath: digest.listingsPath,
    actionLabel: savedSearchTexts.digest.action,
    // The email lists each title on a line of its own; numbered, as two may be alike.
    emailLines: [
      savedSearchTexts.digest.emailIntro(digest.summary),
      ...shown.map((title, index) => `${index + 1}. ${title}`),
      ...(more > 0 ? [savedSearchTexts.digest.emailMore(more)] : []),
    ],
  };
}
