import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../../src/shared/schemas/accountData';
import { deleteAccount, exportAccount } from './support/account';
import { book, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { sendMessage } from './support/messages';
import { writeRenterReview, writeReview } from './support/reviews';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();

describe('GET /api/account/export', () => {
  it('refuses a caller who is not signed in (401), as does deletion', async () => {
    expect((await ctx.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
    const deletion = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'Secret123!' },
    });
    expect(deletion.statusCode).toBe(401);
  });

  it('offers one JSON file of the profile, listings, bookings, messages and reviews', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx, { title: 'Ladder' });
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(3));
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: item.id,
      messageText: 'Can I pick it up at nine?',
    });
    clock.advanceMinutes(1);
    await sendMessage(ctx.app, owner.token, {
      receiverId: renter.id,
      itemId: item.id,
      messageText: 'Nine is fine.',
    });
    await sendMessage(ctx.app, stranger.token, {
      receiverId: owner.id,
      itemId: null,
      messageText: 'Not for Jamie to see.',
    });
    clock.advanceDays(3);
    await writeReview(ctx.app, renter.token, {
      itemId: item.id,
      bookingId: booking.id,
      rating: 4,
      reviewText: 'Sturdy and clean, thank you.',
    });

    const response = await exportAccount(ctx.app, renter.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lendwell-my-data-${clock.today()}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const archive = response.json<AccountExport>();
    expect(archive.profile).toEqual({
      id: renter.id,
      email: expect.stringMatching(/@example\.com$/),
      firstName: 'Jamie',
      lastName: 'Rivera',
      phone: '5551234567',
      location: '',
      profileImageUrl: null,
      role: 'user',
      disclaimerAcceptedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(archive.items).toEqual([]);
    expect(archive.bookings).toEqual([
      expect.objectContaining({
        id: booking.id,
        role: 'renter',
        itemId: item.id,
        itemTitle: 'Ladder',
        ownerId: owner.id,
        status: 'confirmed',
        totalCents: booking.total_price * 100,
        payments: [],
      }),
    ]);
    expect(archive.messages.map(({ direction, messageText }) => [direction, messageText])).toEqual([
      ['sent', 'Can I pick it up at nine?'],
      ['received', 'Nine is fine.'],
    ]);
    expect(archive.reviews).toEqual([
      expect.objectContaining({ role: 'reviewer', rating: 4, bookingId: booking.id }),
    ]);
    expect(archive.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'booking_accepted',
          bookingId: booking.id,
          linkPath: expect.any(String),
          readAt: null,
        }),
      ]),
    );
    // The owner was told of the request; that notification is theirs, not the renter's.
    expect(archive.notifications.map((notification) => notification.kind)).not.toContain(
      'booking_requested',
    );
    expect(response.body).not.toContain('Not for Jamie to see.');

    const ownerArchive = (await exportAccount(ctx.app, owner.token)).json<AccountExport>();
    expect(ownerArchive.items).toEqual([
      expect.objectContaining({ id: item.id, title: 'Ladder', status: 'active' }),
    ]);
    expect(ownerArchive.bookings).toEqual([
      expect.objectContaining({ id: booking.id, role: 'owner', renterId: renter.id }),
    ]);
    // The renter's review of the owner is in the owner's file only once it shows: here, once
    // the owner has written theirs.
    expect(ownerArchive.reviews).toEqual([]);
    await writeRenterReview(ctx.app, owner.token, {
      bookingId: booking.id,
      rating: 5,
      reviewText: 'Returned the ladder clean.',
    });
    const ownerReviews = (await exportAccount(ctx.app, owner.token)).json<AccountExport>().reviews;
    expect(ownerReviews).toEqual([
      expect.objectContaining({ role: 'owner', reviewerId: renter.id, visible: true }),
      expect.objectContaining({ role: 'reviewer', type: 'renter_review', subjectId: renter.id }),
    ]);
    expect(ownerArchive.messages).toHaveLength(3);
    expect(ownerArchive.notifications.map((notification) => notification.kind)).toContain(
      'booking_requested',
    );
    // The owner's archive names the people they dealt with by id, never by their private details.
    expect(JSON.stringify(ownerArchive)).not.toContain(archive.profile.email);
  });

  it('lists the checkout attempts of each booking', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { price: 20 });
    const booking = await book(ctx.app, renter.token, item, clock.day(2), clock.day(4));
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      headers: { ...bearer(renter.token), host: 'lendwell.test' },
      payload: { bookingId: booking.id },
    });
    expect(checkout.statusCode).toBe(200);
    const archive = (await exportAccount(ctx.app, renter.token)).json<AccountExport>();
    // The $40 rental and its 10 % service fee.
    expect(archive.bookings[0]?.payments).toEqual([
      expect.objectContaining({ provider: 'local', amountCents: 4400, status: 'open' }),
    ]);
  });

  it('answers 401 once the account is deleted: its sessions went with it', async () => {
    const { renter } = await bookingWorld(ctx);
    expect((await deleteAccount(ctx.app, renter.token, 'Secret123!')).statusCode).toBe(204);
    expect((await exportAccount(ctx.app, renter.token)).statusCode).toBe(401);
  });
});
