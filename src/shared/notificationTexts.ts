import { formatDateRange } from './calendarDates';
import { chatPath } from './chat';
import { formatCurrency } from './format';
import { inEnglish } from './i18n/allCatalogs';
import { SOURCE_LOCALE } from './i18n/locales';
import { type Cents, fromCents } from './money';
import type { NotificationKind, RentalParty } from './notifications';
import { DIGEST_TITLES_SHOWN } from './savedSearches';

/**
 * What each notification says. Only the server writes notifications, so these words stay out of
 * the messages every page loads.
 */
const m = {
  bookingRequested: {
    title: 'New booking request',
    body: (renter: string, item: string, dates: string) =>
      `${renter} asked to rent "${item}" for ${dates}.`,
  },
  bookingAccepted: {
    title: 'Booking accepted',
    body: (owner: string, item: string, dates: string) =>
      `${owner} accepted your request for "${item}" (${dates}).`,
  },
  bookingRejected: {
    title: 'Booking request declined',
    body: (owner: string, item: string, dates: string) =>
      `${owner} declined your request for "${item}" (${dates}).`,
  },
  bookingDeclined: {
    title: 'Dates no longer available',
    body: (item: string, dates: string) =>
      `"${item}" is no longer available for ${dates} (booked by someone else, blocked or withdrawn by its owner), so your request was declined.`,
  },
  bookingExpired: {
    title: 'Booking request expired',
    body: (item: string, dates: string) =>
      `Your request for "${item}" (${dates}) expired: it was not accepted before the start date.`,
  },
  bookingCancelled: {
    title: 'Booking cancelled',
    body: (renter: string, item: string, dates: string) =>
      `${renter} cancelled the booking of "${item}" (${dates}).`,
  },
  bookingCancelledByOwner: {
    title: 'Rental cancelled by the owner',
    body: (owner: string, item: string, dates: string) =>
      `${owner} cancelled your rental of "${item}" (${dates}). Everything you paid goes back to you.`,
  },
  bookingCancelledByAdmin: {
    title: 'Booking cancelled',
    body: (item: string, dates: string) =>
      `The booking of "${item}" (${dates}) was cancelled by Lendwell support.`,
  },
  bookingPaid: {
    title: 'Payment received',
    renterBody: (amount: string, item: string, dates: string) =>
      `You paid ${amount} for "${item}" (${dates}).`,
    ownerBody: (renter: string, amount: string, item: string, dates: string) =>
      `${renter} paid ${amount} for "${item}" (${dates}).`,
  },
  paymentRefunded: {
    title: 'Refund on its way',
    renterBody: (amount: string, item: string) =>
      `${amount} you paid for "${item}" is being refunded to you.`,
    ownerBody: (renter: string, amount: string, item: string) =>
      `${amount} that ${renter} paid for "${item}" is being refunded to them.`,
  },
  startsTomorrow: {
    title: 'Rental starts tomorrow',
    renterBody: (item: string, owner: string) =>
      `Your rental of "${item}" from ${owner} starts tomorrow.`,
    ownerBody: (renter: string, item: string) => `${renter}'s rental of "${item}" starts tomorrow.`,
  },
  rentalEnded: {
    renterTitle: 'Rental ended: leave a review',
    renterBody: (item: string) => `How was "${item}"? Leave a review to help others.`,
    ownerTitle: 'Rental ended: review your renter',
    ownerBody: (renter: string, item: string) =>
      `${renter}'s rental of "${item}" has ended. How was ${renter} as a renter? Your reviews show once you both have written them.`,
  },
  reviewReceived: {
    title: 'New review',
    body: (reviewer: string, item: string, rating: number) =>
      `${reviewer} rated "${item}" ${rating} out of 5.`,
  },
  messagesUnread: {
    title: (sender: string) => `Unread messages from ${sender}`,
    body: (sender: string, count: number, item: string | null) =>
      `${sender} sent you ${count === 1 ? 'a message' : `${count} messages`}${
        item ? ` about "${item}"` : ''
      } that you have not read yet.`,
  },
};

/** What a rental notification says: the booking as both people know it. */
export interface RentalFacts {
  bookingId: string;
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

const money = (cents: Cents | undefined) =>
  formatCurrency(fromCents(cents ?? (0 as Cents)), SOURCE_LOCALE);

/** The words and link of a rental notification for one side of the rental. */
export function rentalNotificationText(
  kind: NotificationKind,
  party: RentalParty,
  facts: RentalFacts,
): NotificationText {
  const { itemTitle: item, renterName: renter, ownerName: owner } = facts;
  const dates = formatDateRange(facts.fromDate, facts.toDate, SOURCE_LOCALE);
  const amount = money(facts.amountCents);
  const booking = {
    linkPath: bookingsPathOf(party),
    actionLabel: inEnglish('notifications.viewBooking'),
  };
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
    case 'booking_cancelled_by_owner':
      return {
        title: m.bookingCancelledByOwner.title,
        body: m.bookingCancelledByOwner.body(owner, item, dates),
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
      // Both sides review once a rental ends: the renter the item, the owner the renter.
      return forRenter
        ? {
            title: m.rentalEnded.renterTitle,
            body: m.rentalEnded.renterBody(item),
            linkPath: `/review/${facts.itemId}`,
            actionLabel: inEnglish('notifications.leaveReview'),
          }
        : {
            title: m.rentalEnded.ownerTitle,
            body: m.rentalEnded.ownerBody(renter, item),
            linkPath: `/review-renter/${facts.bookingId}`,
            actionLabel: inEnglish('notifications.leaveReview'),
          };
    case 'review_received':
    case 'messages_unread':
    case 'saved_search_matches':
    case 'listing_hidden':
    case 'report_decided':
    case 'damage_claim':
    case 'deposit_failed':
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
      body: inEnglish('reviews.renterRated', {
        reviewer: review.reviewerName,
        item: review.itemTitle,
        rating: review.rating,
      }),
      linkPath: `/users/${review.subjectId}`,
      actionLabel: inEnglish('notifications.seeReviews'),
    };
  }
  return {
    title: m.reviewReceived.title,
    body: m.reviewReceived.body(review.reviewerName, review.itemTitle, review.rating),
    linkPath: `/item/${review.itemId}`,
    actionLabel: inEnglish('notifications.seeReviews'),
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
    actionLabel: inEnglish('notifications.openConversation'),
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
  const titles = new Intl.ListFormat(SOURCE_LOCALE, { type: 'unit', style: 'short' }).format(
    shown.map((title) => `"${title}"`),
  );
  return {
    title: inEnglish('savedSearches.digestTitle', { count: digest.titles.length }),
    body: inEnglish('savedSearches.digestBody', { summary: digest.summary, titles, more }),
    linkPath: digest.listingsPath,
    actionLabel: inEnglish('savedSearches.digestAction'),
    // The email lists each title on a line of its own; numbered, as two may be alike.
    emailLines: [
      inEnglish('savedSearches.digestEmailIntro', { summary: digest.summary }),
      ...shown.map((title, index) => `${index + 1}. ${title}`),
      ...(more > 0 ? [inEnglish('savedSearches.digestEmailMore', { more })] : []),
    ],
  };
}
