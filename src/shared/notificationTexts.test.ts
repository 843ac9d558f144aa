import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n/allCatalogs';
import type { Cents } from './money';
import {
  type NotificationContent,
  rentalNotificationText,
  reviewNotificationText,
  unreadMessagesText,
} from './notificationTexts';

const english = i18nFor('en-US');
const spanish = i18nFor('es-US');
/** A notification as an English reader gets it. */
const written = (content: NotificationContent) => ({
  linkPath: content.linkPath,
  ...content.words(english),
});

const facts = {
  bookingId: 'booking-1',
  itemId: 'item-1',
  itemTitle: 'Cordless drill',
  renterName: 'Jamie',
  ownerName: 'Sam',
  fromDate: '2030-06-17',
  toDate: '2030-06-20',
};

describe('notification texts', () => {
  it('names the rental and leads each side to its bookings', () => {
    expect(written(rentalNotificationText('booking_requested', 'owner', facts))).toEqual({
      title: 'New booking request',
      body: 'Jamie asked to rent "Cordless drill" for Jun 17, 2030 – Jun 20, 2030.',
      linkPath: '/dashboard?tab=incoming',
      actionLabel: 'View booking',
    });
    expect(written(rentalNotificationText('booking_accepted', 'renter', facts)).linkPath).toBe(
      '/dashboard?tab=bookings',
    );
  });

  it('formats payments and refunds in dollars for each side', () => {
    const paid = { ...facts, amountCents: 6_050 as Cents };
    expect(written(rentalNotificationText('booking_paid', 'renter', paid)).body).toBe(
      'You paid $60.50 for "Cordless drill" (Jun 17, 2030 – Jun 20, 2030).',
    );
    expect(written(rentalNotificationText('payment_refunded', 'owner', paid)).body).toBe(
      '$60.50 that Jamie paid for "Cordless drill" is being refunded to them.',
    );
  });

  it('asks each side for its review when a rental ends', () => {
    expect(written(rentalNotificationText('rental_ended', 'renter', facts))).toMatchObject({
      title: 'Rental ended: leave a review',
      linkPath: '/review/item-1',
    });
    expect(written(rentalNotificationText('rental_ended', 'owner', facts))).toMatchObject({
      title: 'Rental ended: review your renter',
      linkPath: '/review-renter/booking-1',
    });
  });

  it('refuses kinds that are not about a rental step', () => {
    expect(() => rentalNotificationText('review_received', 'owner', facts)).toThrow();
  });

  it('tells of a review and of unread messages, leading to the item and the conversation', () => {
    const review = {
      itemId: 'i',
      itemTitle: 'Tent',
      subjectId: 'u-2',
      reviewerName: 'Jamie',
      rating: 4,
    };
    expect(written(reviewNotificationText({ ...review, type: 'item_review' }))).toMatchObject({
      body: 'Jamie rated "Tent" 4 out of 5.',
      linkPath: '/item/i',
    });
    expect(written(reviewNotificationText({ ...review, type: 'renter_review' }))).toMatchObject({
      body: 'Jamie rated you 4 out of 5 as the renter of "Tent".',
      linkPath: '/users/u-2',
    });
    const unread = { senderId: 'u', senderName: 'Jamie', itemId: null, itemTitle: null };
    expect(written(unreadMessagesText({ ...unread, count: 1 }))).toMatchObject({
      title: 'Unread messages from Jamie',
      body: 'Jamie sent you a message that you have not read yet.',
      linkPath: '/chat/general?with=u',
    });
    expect(
      written(unreadMessagesText({ ...unread, itemId: 'i', itemTitle: 'Tent', count: 3 })).body,
    ).toBe('Jamie sent you 3 messages about "Tent" that you have not read yet.');
  });

  it('is written in the language its reader reads, dates and money included', () => {
    const paid = { ...facts, amountCents: 6_050 as Cents };
    expect(rentalNotificationText('booking_paid', 'renter', paid).words(spanish)).toEqual({
      title: 'Pago recibido',
      body: 'Pagaste $60.50 por "Cordless drill" (17 jun 2030 – 20 jun 2030).',
      actionLabel: spanish._('notifications.viewBooking'),
    });
    const unread = { senderId: 'u', senderName: 'Sam', itemId: null, itemTitle: null, count: 2 };
    expect(unreadMessagesText(unread).words(spanish).body).toBe(
      'Sam te envió 2 mensajes que aún no has leído.',
    );
  });
});
