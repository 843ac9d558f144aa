import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { book, pendingBookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import {
  emailOf,
  isNotificationTo,
  kindsOf,
  mailsTo,
  notificationsOf,
} from './support/notifications';
import { openCheckout, payLocally, reopenClosedCheckout, sessionStatus } from './support/payments';
import { writeRenterReview, writeReview } from './support/reviews';
import { startSmtpServer } from './support/smtp';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const SITE = 'https://lendwell.example';
const bookings = setupBookingsApp({ mail: { smtpUrl: smtp.url, siteUrl: SITE } });
const { ctx, clock } = bookings;
beforeEach(() => smtp.clear());

const sweepBookings = () => ctx.app.services.lifecycle.sweep();

async function world() {
  const found = await pendingBookingWorld(bookings, { title: 'Cordless drill', price: 20 });
  const db = ctx.database.db;
  return {
    ...found,
    ownerEmail: await emailOf(db, found.owner.id),
    renterEmail: await emailOf(db, found.renter.id),
  };
}

describe('rental notifications, in the app and by email', () => {
  it('tells the owner of a request once, even when its event is delivered again', async () => {
    const { owner, renter, booking, ownerEmail, renterEmail } = await world();
    const mail = await smtp.waitFor(isNotificationTo(ownerEmail));
    expect(mail.parsed.subject).toBe('New booking request');
    expect(mail.parsed.text).toContain('Jamie asked to rent "Cordless drill"');
    expect(mail.parsed.html).toContain(`${SITE}/dashboard?tab=incoming`);

    const page = await notificationsOf(ctx.app, owner.token);
    expect(page.unreadCount).toBe(1);
    expect(page.notifications).toMatchObject([
      {
        kind: 'booking_requested',
        category: 'booking_requests',
        title: 'New booking request',
        bookingId: booking.id,
        linkPath: '/dashboard?tab=incoming',
        read: false,
      },
    ]);
    expect(await kindsOf(ctx.app, renter.token)).toEqual([]);

    // As after a crash between the handler's commit and the event's delivery mark.
    await ctx.database.db
      .update(outboxEvents)
      .set({ deliveredAt: null, availableAt: new Date(0) })
      .where(eq(outboxEvents.bookingId, booking.id));
    await ctx.app.services.outbox.runOnce();
    expect(await kindsOf(ctx.app, owner.token)).toEqual(['booking_requested']);
    expect(mailsTo(smtp, ownerEmail)).toHaveLength(1);
    expect(mailsTo(smtp, renterEmail)).toHaveLength(0);
  });

  it('writes each notification and its email in the language its recipient reads', async () => {
    const { owner, renter, booking, renterEmail } = await world();
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: { authorization: `Bearer ${renter.token}` },
      payload: { locale: 'es-US' },
    });
    expect(chosen.statusCode).toBe(200);
    // The owner, who reads English, accepts: the renter hears of it in Spanish.
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    const mail = await smtp.waitFor(
      (sent) => isNotificationTo(renterEmail)(sent) && sent.parsed.subject === 'Reserva aceptada',
    );
    expect(mail.parsed.html).toContain('lang="es-US"');
    expect(mail.parsed.text).toContain('aceptó tu solicitud de "Cordless drill"');
    const page = await notificationsOf(ctx.app, renter.token);
    expect(page.notifications[0]).toMatchObject({
      kind: 'booking_accepted',
      title: 'Reserva aceptada',
    });
  });

  it('tells the renter of an acceptance, and both of the rental starting tomorrow and ending', async () => {
    const { owner, renter, booking, renterEmail, ownerEmail } = await world();
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    await smtp.waitFor(
      (mail) => isNotificationTo(renterEmail)(mail) && mail.parsed.subject === 'Booking accepted',
    );
    expect(await kindsOf(ctx.app, renter.token)).toEqual(['booking_accepted']);

    // The booking starts in two days: no reminder yet.
    expect(await ctx.app.services.notifications.sweep()).toBe(0);
    clock.advanceDays(1);
    expect(await ctx.app.services.notifications.sweep()).toBe(2);
    expect(await ctx.app.services.notifications.sweep()).toBe(0);
    for (const address of [renterEmail, ownerEmail]) {
      await smtp.waitFor(
        (mail) =>
          isNotificationTo(address)(mail) && mail.parsed.subject === 'Rental starts tomorrow',
      );
    }

    clock.advanceDays(4);
    await sweepBookings();
    expect(await kindsOf(ctx.app, renter.token)).toEqual([
      'rental_ended',
      'rental_starts_tomorrow',
      'booking_accepted',
    ]);
    expect(await kindsOf(ctx.app, owner.token)).toEqual([
      'rental_ended',
      'rental_starts_tomorrow',
      'booking_requested',
    ]);
    const ended = await smtp.waitFor(
      (mail) =>
        isNotificationTo(renterEmail)(mail) &&
        mail.parsed.subject === 'Rental ended: leave a review',
    );
    expect(ended.parsed.html).toContain(`${SITE}/review/${booking.item_id}`);

    // Each side hears of the other's review once both are written, never before.
    await writeRenterReview(ctx.app, owner.token, {
      bookingId: booking.id,
      rating: 4,
      reviewText: 'Returned the drill clean.',
    });
    expect((await kindsOf(ctx.app, renter.token))[0]).not.toBe('review_received');
    await writeReview(ctx.app, renter.token, {
      itemId: booking.item_id,
      bookingId: booking.id,
      rating: 5,
      reviewText: 'A great drill, thank you!',
    });
    const review = await smtp.waitFor(
      (mail) => isNotificationTo(ownerEmail)(mail) && mail.parsed.subject === 'New review',
    );
    expect(review.parsed.text).toContain('Jamie rated "Cordless drill" 5 out of 5.');
    const renterReview = await smtp.waitFor(
      (mail) => isNotificationTo(renterEmail)(mail) && mail.parsed.subject === 'New review',
    );
    expect(renterReview.parsed.text).toContain(
      'Sam rated you 4 out of 5 as the renter of "Cordless drill".',
    );
    expect((await kindsOf(ctx.app, owner.token))[0]).toBe('review_received');
    expect((await kindsOf(ctx.app, renter.token))[0]).toBe('review_received');
    expect(mailsTo(smtp, renterEmail)).toHaveLength(4);
    expect(mailsTo(smtp, ownerEmail)).toHaveLength(4);
  });

  it('tells the renter of a rejection, and the owner of a cancellation', async () => {
    const first = await world();
    await setStatus(ctx.app, first.owner.token, first.booking.id, 'rejected');
    expect(await kindsOf(ctx.app, first.renter.token)).toEqual(['booking_rejected']);

    const second = await book(ctx.app, first.renter.token, first.item, clock.day(8), clock.day(9));
    await setStatus(ctx.app, first.renter.token, second.id, 'cancelled', 'Plans changed');
    expect(await kindsOf(ctx.app, first.owner.token)).toEqual([
      'booking_cancelled',
      'booking_requested',
      'booking_requested',
    ]);
    expect(await kindsOf(ctx.app, first.renter.token)).toEqual(['booking_rejected']);
    await smtp.waitFor(
      (mail) =>
        mail.envelopeTo.includes(first.ownerEmail) && mail.parsed.subject === 'Booking cancelled',
    );
  });

  it('tells a renter whose request expired, or whose dates went to someone else', async () => {
    const { owner, renter, stranger, item, booking } = await world();
    const overlapping = await book(ctx.app, stranger.token, item, clock.day(3), clock.day(4));
    const later = await book(ctx.app, stranger.token, item, clock.day(10), clock.day(11));
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    expect(await kindsOf(ctx.app, stranger.token)).toEqual(['booking_declined']);
    expect(later.status).toBe('pending');
    expect(overlapping.status).toBe('pending');

    clock.advanceDays(11);
    await sweepBookings();
    expect((await kindsOf(ctx.app, stranger.token))[0]).toBe('booking_expired');
    expect(await kindsOf(ctx.app, renter.token)).toContain('rental_ended');
  });

  it('tells both of a payment and of its refund, with the amounts', async () => {
    const { owner, renter, booking, renterEmail, ownerEmail } = await world();
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    expect((await payLocally(ctx.app, session.id)).statusCode).toBe(200);
    await sessionStatus(ctx.app, renter.token, session.id);
    // What the card paid: the $60 rental and the 10 % service fee.
    const paid = await smtp.waitFor(
      (mail) => isNotificationTo(renterEmail)(mail) && mail.parsed.subject === 'Payment received',
    );
    expect(paid.parsed.text).toContain('You paid $66.00 for "Cordless drill"');
    const ownerPaid = await smtp.waitFor(
      (mail) => isNotificationTo(ownerEmail)(mail) && mail.parsed.subject === 'Payment received',
    );
    expect(ownerPaid.parsed.text).toContain('Jamie paid $66.00 for "Cordless drill"');
    expect(await kindsOf(ctx.app, renter.token)).toEqual(['booking_paid']);

    expect(await kindsOf(ctx.app, owner.token)).toEqual(['booking_paid', 'booking_requested']);
  });

  it('tells both of money sent back, with the amount', async () => {
    const { owner, renter, booking, renterEmail, ownerEmail } = await world();
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    // The payment arrives after the rejection, taken before its checkout closed: it goes back in full.
    await reopenClosedCheckout(ctx.database.db, session.id);
    expect((await payLocally(ctx.app, session.id)).statusCode).toBe(200);
    await sessionStatus(ctx.app, renter.token, session.id);
    const refunded = await smtp.waitFor(
      (mail) => isNotificationTo(renterEmail)(mail) && mail.parsed.subject === 'Refund on its way',
    );
    expect(refunded.parsed.text).toContain('$66.00 you paid for "Cordless drill"');
    const told = await smtp.waitFor(
      (mail) => isNotificationTo(ownerEmail)(mail) && mail.parsed.subject === 'Refund on its way',
    );
    expect(told.parsed.text).toContain('$66.00 that Jamie paid for "Cordless drill"');
    expect(await kindsOf(ctx.app, renter.token)).toEqual(['payment_refunded', 'booking_rejected']);
    expect(await kindsOf(ctx.app, owner.token)).toEqual(['payment_refunded', 'booking_requested']);
  });
});
