import type { I18n } from '@lingui/core';
import { formatDateRange } from './calendarDates';
import { chatPath } from './chat';
import { formatCurrency } from './format';
import type { MessageId } from './i18n/messageIds';
import { type Cents, fromCents } from './money';
import type { NotificationKind, RentalParty } from './notifications';
import { DIGEST_TITLES_SHOWN } from './savedSearches';

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

/** The words of a notification and of its email, in one reader's language. */
export interface NotificationWords {
  title: string;
  body: string;
  /** The email's button; the notification itself links with its path. */
  actionLabel: string;
  /** The email's paragraphs when they say more than the notification's body (a digest's list). */
  emailLines?: string[];
}

/**
 * A notification before it is written: where it leads, and its words for whichever language
 * its recipient reads, chosen when it is written (only the server writes notifications).
 */
export interface NotificationContent {
  linkPath: string;
  words(i18n: I18n): NotificationWords;
}

/** Where each side finds its bookings on the dashboard. */
const bookingsPathOf = (party: RentalParty) =>
  party === 'renter' ? '/dashboard?tab=bookings' : '/dashboard?tab=incoming';

/** Each rental notification's title and body, for the side that reads it. */
function rentalMessages(
  kind: NotificationKind,
  forRenter: boolean,
): { title: MessageId; body: MessageId } {
  switch (kind) {
    case 'booking_requested':
      return {
        title: 'notifications.rental.requestedTitle',
        body: 'notifications.rental.requestedBody',
      };
    case 'booking_accepted':
      return {
        title: 'notifications.rental.acceptedTitle',
        body: 'notifications.rental.acceptedBody',
      };
    case 'booking_rejected':
      return {
        title: 'notifications.rental.rejectedTitle',
        body: 'notifications.rental.rejectedBody',
      };
    case 'booking_declined':
      return {
        title: 'notifications.rental.declinedTitle',
        body: 'notifications.rental.declinedBody',
      };
    case 'booking_expired':
      return {
        title: 'notifications.rental.expiredTitle',
        body: 'notifications.rental.expiredBody',
      };
    case 'booking_cancelled':
      return {
        title: 'notifications.rental.cancelledTitle',
        body: 'notifications.rental.cancelledBody',
      };
    case 'booking_cancelled_by_owner':
      return {
        title: 'notifications.rental.cancelledByOwnerTitle',
        body: 'notifications.rental.cancelledByOwnerBody',
      };
    case 'booking_cancelled_by_admin':
      return {
        title: 'notifications.rental.cancelledTitle',
        body: 'notifications.rental.cancelledByAdminBody',
      };
    case 'booking_paid':
      return {
        title: 'notifications.rental.paidTitle',
        body: forRenter
          ? 'notifications.rental.paidRenterBody'
          : 'notifications.rental.paidOwnerBody',
      };
    case 'payment_refunded':
      return {
        title: 'notifications.rental.refundedTitle',
        body: forRenter
          ? 'notifications.rental.refundedRenterBody'
          : 'notifications.rental.refundedOwnerBody',
      };
    case 'rental_starts_tomorrow':
      return {
        title: 'notifications.rental.tomorrowTitle',
        body: forRenter
          ? 'notifications.rental.tomorrowRenterBody'
          : 'notifications.rental.tomorrowOwnerBody',
      };
    case 'rental_ended':
      return forRenter
        ? {
            title: 'notifications.rental.endedRenterTitle',
            body: 'notifications.rental.endedRenterBody',
          }
        : {
            title: 'notifications.rental.endedOwnerTitle',
            body: 'notifications.rental.endedOwnerBody',
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

/** The words and link of a rental notification for one side of the rental. */
export function rentalNotificationText(
  kind: NotificationKind,
  party: RentalParty,
  facts: RentalFacts,
): NotificationContent {
  const forRenter = party === 'renter';
  const messages = rentalMessages(kind, forRenter);
  // Both sides review once a rental ends: the renter the item, the owner the renter.
  const reviewing = kind === 'rental_ended';
  const linkPath = !reviewing
    ? bookingsPathOf(party)
    : forRenter
      ? `/review/${facts.itemId}`
      : `/review-renter/${facts.bookingId}`;
  return {
    linkPath,
    words: (i18n) => {
      const values = {
        item: facts.itemTitle,
        renter: facts.renterName,
        owner: facts.ownerName,
        dates: formatDateRange(facts.fromDate, facts.toDate, i18n.locale),
        amount: formatCurrency(fromCents(facts.amountCents ?? (0 as Cents)), i18n.locale),
      };
      return {
        title: i18n._(messages.title),
        body: i18n._(messages.body, values),
        actionLabel: i18n._(reviewing ? 'notifications.leaveReview' : 'notifications.viewBooking'),
      };
    },
  };
}

/** A review of the person, sent once it is shown to everyone, never while it is hidden. */
export function reviewNotificationText(review: {
  type: 'item_review' | 'renter_review';
  itemId: string;
  itemTitle: string;
  subjectId: string;
  reviewerName: string;
  rating: number;
}): NotificationContent {
  const ofRenter = review.type === 'renter_review';
  return {
    linkPath: ofRenter ? `/users/${review.subjectId}` : `/item/${review.itemId}`,
    words: (i18n) => ({
      title: i18n._('notifications.review.title'),
      body: i18n._(ofRenter ? 'reviews.renterRated' : 'notifications.review.body', {
        reviewer: review.reviewerName,
        item: review.itemTitle,
        rating: review.rating,
      }),
      actionLabel: i18n._('notifications.seeReviews'),
    }),
  };
}

/** The one email per conversation and unread run. */
export function unreadMessagesText(unread: {
  senderId: string;
  senderName: string;
  itemId: string | null;
  itemTitle: string | null;
  count: number;
}): NotificationContent {
  return {
    linkPath: chatPath(unread.itemId, unread.senderId),
    words: (i18n) => ({
      title: i18n._('notifications.unread.title', { sender: unread.senderName }),
      body: i18n._(
        unread.itemTitle ? 'notifications.unread.bodyAbout' : 'notifications.unread.body',
        {
          sender: unread.senderName,
          count: unread.count,
          item: unread.itemTitle,
        },
      ),
      actionLabel: i18n._('notifications.openConversation'),
    }),
  };
}

/**
 * A saved search's daily digest: how many new listings match, the first few by title, and the
 * listings page with the search, newest first. `summary` sums the search up in a reader's words.
 */
export function savedSearchMatchesText(digest: {
  summary: (i18n: I18n) => string;
  titles: string[];
  listingsPath: string;
}): NotificationContent {
  const shown = digest.titles.slice(0, DIGEST_TITLES_SHOWN);
  const more = digest.titles.length - shown.length;
  return {
    linkPath: digest.listingsPath,
    words: (i18n) => {
      const summary = digest.summary(i18n);
      const titles = new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(
        shown.map((title) => `"${title}"`),
      );
      return {
        title: i18n._('savedSearches.digestTitle', { count: digest.titles.length }),
        body: i18n._('savedSearches.digestBody', { summary, titles, more }),
        actionLabel: i18n._('savedSearches.digestAction'),
        // The email lists each title on a line of its own; numbered, as two may be alike.
        emailLines: [
          i18n._('savedSearches.digestEmailIntro', { summary }),
          ...shown.map((title, index) => `${index + 1}. ${title}`),
          ...(more > 0 ? [i18n._('savedSearches.digestEmailMore', { more })] : []),
        ],
      };
    },
  };
}
