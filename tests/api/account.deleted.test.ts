import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emails,
  items,
  notificationPreferences,
  notifications,
  outboxEvents,
  payments,
  sessions,
  unsubscribeTokens,
  users,
} from '../../src/server/db/schema';
import { MAIL_EVENT } from '../../src/server/mail/queue';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { deleteAccount, uniqueImageUrl } from './support/account';
import { book, bookingById, myBookings, setStatus, setupBookingsApp } from './support/bookings';
import { itemMaker } from './support/items';
import { readConversation, sendMessage } from './support/messages';
import { openCheckout } from './support/payments';
import { writeRenterReview, writeReview } from './support/reviews';
import { storedNames } from './support/testStorage';
import { bearer, signUp } from './support/users';

const { ctx, clock } = setupBookingsApp();
const PASSWORD = 'Secret123!';

const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });

/** The stored name of an image, and of its thumbnail beside it. */
const filesOf = (imageUrl: string) => {
  const jpeg = imageUrl.replace('/uploads/', '');
  return [jpeg, jpeg.replace(/\.jpg$/, '.webp')];
};

/**
 * Sam lists a drill, which Jamie rented (paid, over and reviewed), and a tent nobody touched;
 * Sam rented Casey's kayak and reviewed it; Sam and Jamie talked about the drill.
 */
async function samsHistory() {
  const sam = await signUp(ctx.app, { firstName: 'Sam', lastName: 'Patel' });
  const jamie = await signUp(ctx.app, { firstName: 'Jamie', lastName: 'Rivera' });
  const casey = await signUp(ctx.app, { firstName: 'Casey', lastName: 'Stone' });
  const photo = await uniqueImageUrl(ctx.uploadsDir);
  const tentPhoto = await uniqueImageUrl(ctx.uploadsDir);
  const profilePhoto = await uniqueImageUrl(ctx.uploadsDir);
  const shared = await uniqueImageUrl(ctx.uploadsDir);
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${sam.user.id}`,
    headers: bearer(sam.token),
    payload: {
      firstName: 'Sam',
      lastName: 'Patel',
      phone: '5559876543',
      location: '1 Oak Road, Springfield, 62701',
      profileImageUrl: profilePhoto,
    },
  });
  expect(profile.statusCode).toBe(200);
  const samsItems = itemMaker(ctx.app, ctx.uploadsDir, sam.token);
  const drill = await samsItems({ title: 'Drill', price: 10, imageUrls: [photo, shared] });
  const tent = await samsItems({ title: 'Tent', imageUrls: [tentPhoto] });
  const kayak = await itemMaker(
    ctx.app,
    ctx.uploadsDir,
    casey.token,
  )({
    title: 'Kayak',
    imageUrls: [shared],
  });

  const drillRental = await book(ctx.app, jamie.token, drill, clock.day(1), clock.day(3));
  await setStatus(ctx.app, sam.token, drillRental.id, 'confirmed');
  const session = await openCheckout(ctx.app, jamie.token, drillRental.id);
  await ctx.database.db
    .update(payments)
    .set({ status: 'paid', paymentReference: 'pi_drill' })
    .where(eq(payments.sessionId, session.id));
  const kayakRental = await book(ctx.app, sam.token, kayak, clock.day(1), clock.day(2));
  await setStatus(ctx.app, casey.token, kayakRental.id, 'confirmed');
  await sendMessage(ctx.app, jamie.token, {
    receiverId: sam.user.id,
    itemId: drill.id,
    messageText: 'Is the drill charged?',
  });
  clock.advanceMinutes(1);
  await sendMessage(ctx.app, sam.token, {
    receiverId: jamie.user.id,
    itemId: drill.id,
    messageText: 'Fully charged, see you at nine.',
  });
  clock.advanceDays(3);
  await writeReview(ctx.app, jamie.token, {
    itemId: drill.id,
    bookingId: drillRental.id,
    rating: 5,
    reviewText: 'Powerful drill, Sam was lovely.',
  });
  await writeReview(ctx.app, sam.token, {
    itemId: kayak.id,
    bookingId: kayakRental.id,
    rating: 4,
    reviewText: 'The kayak was great fun.',
  });
  // Casey's review of Sam shows Sam's review of the kayak to everyone.
  await writeRenterReview(ctx.app, casey.token, {
    bookingId: kayakRental.id,
    rating: 5,
    reviewText: 'Sam brought the kayak back clean.',
  });
  return {
    sam,
    jamie,
    casey,
    drill,
    tent,
    kayak,
    drillRental,
    photo,
    tentPhoto,
    profilePhoto,
    shared,
  };
}

describe('DELETE /api/account done', () => {
  it('removes the profile, photos, sign-ins and listings', async () => {
    const { sam, jamie, drill, tent, photo, tentPhoto, profilePhoto, shared } = await samsHistory();
    await ctx.database.db
      .insert(notificationPreferences)
      .values({ userId: sam.user.id, category: 'reviews', email: false });
    expect(
      (await ctx.database.db.select().from(emails)).some((row) => row.userId === sam.user.id),
    ).toBe(true);
    const response = await deleteAccount(ctx.app, sam.token, PASSWORD);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await me(sam.token)).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: sam.user.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, sam.user.id)),
    ).toEqual([]);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, sam.user.id));
    expect(row).toMatchObject({
      email: `deleted-${sam.user.id}@deleted.invalid`,
      passwordHash: '',
      firstName: inEnglish('accountData.deletedUser'),
      lastName: '',
      phone: '',
      location: '',
      profileImageUrl: null,
      deletedAt: expect.any(Date),
    });
    const publicProfile = await ctx.app.inject({ url: `/api/users/${sam.user.id}` });
    expect(publicProfile.json().user).toMatchObject({
      fullName: inEnglish('accountData.deletedUser'),
      profileImageUrl: null,
    });

    // The tent, which nothing refers to, is gone; the drill, which a booking names, is a stub.
    expect(await ctx.database.db.select().from(items).where(eq(items.id, tent.id))).toEqual([]);
    const [stub] = await ctx.database.db.select().from(items).where(eq(items.id, drill.id));
    expect(stub).toMatchObject({
      title: 'Drill',
      description: '',
      location: '',
      city: '',
      zipCode: '',
      imageUrls: [],
      status: 'inactive',
    });
    expect((await ctx.app.inject({ url: `/api/items/${drill.id}` })).statusCode).toBe(404);
    const listings = await ctx.app.inject({ url: '/api/items' });
    expect(listings.body).not.toContain(drill.id);

    // Notifications, email choices, unsubscribe links and mail copies of the account are gone.
    const mine = <T extends { userId: string | null }>(rows: T[]) =>
      rows.filter((row) => row.userId === sam.user.id);
    const db = ctx.database.db;
    expect(mine(await db.select().from(notifications))).toEqual([]);
    expect(mine(await db.select().from(notificationPreferences))).toEqual([]);
    expect(mine(await db.select().from(unsubscribeTokens))).toEqual([]);
    expect(mine(await db.select().from(emails))).toEqual([]);
    const mailEvents = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, MAIL_EVENT));
    expect(mailEvents.filter((event) => event.payload.userId === sam.user.id)).toEqual([]);
    // Jamie's own notifications stay.
    expect(
      (await db.select().from(notifications)).filter((row) => row.userId === jamie.user.id),
    ).not.toEqual([]);

    const stored = new Set(await storedNames(ctx.imageStorage));
    for (const file of [photo, tentPhoto, profilePhoto].flatMap(filesOf)) {
      expect(stored.has(file), file).toBe(false);
    }
    // Casey's kayak shows the same picture: its files stay.
    for (const file of filesOf(shared)) expect(stored.has(file), file).toBe(true);
  });

  it('keeps messages, reviews and bookings for the others, written by "Deleted user"', async () => {
    const { sam, jamie, casey, drill, kayak, drillRental } = await samsHistory();
    expect((await deleteAccount(ctx.app, sam.token, PASSWORD)).statusCode).toBe(204);

    const conversations = await ctx.app.inject({
      url: '/api/messages/conversations',
      headers: bearer(jamie.token),
    });
    expect(conversations.json().conversations).toEqual([
      expect.objectContaining({
        partner: { id: sam.user.id, firstName: inEnglish('accountData.deletedUser'), lastName: '' },
        lastMessage: expect.objectContaining({ messageText: 'Fully charged, see you at nine.' }),
      }),
    ]);
    const chat = await readConversation(ctx.app, jamie.token, sam.user.id, { itemId: drill.id });
    expect(chat.map((message) => message.messageText)).toEqual([
      'Is the drill charged?',
      'Fully charged, see you at nine.',
    ]);
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(jamie.token),
      payload: { receiverId: sam.user.id, itemId: null, messageText: 'Are you still there?' },
    });
    expect(reply.statusCode).toBe(404);

    const kayakReviews = await ctx.app.inject({ url: `/api/reviews/item/${kayak.id}` });
    expect(kayakReviews.json().reviews).toEqual([
      expect.objectContaining({
        reviewerId: sam.user.id,
        reviewerName: inEnglish('accountData.deletedUser'),
        reviewText: 'The kayak was great fun.',
      }),
    ]);

    const booking = await bookingById(ctx.app, jamie.token, drillRental.id);
    expect(booking).toMatchObject({
      status: 'completed',
      total_price: 20,
      payment_status: 'paid',
      owner: { id: sam.user.id, first_name: inEnglish('accountData.deletedUser'), last_name: '' },
      items: { title: 'Drill', image_urls: [] },
    });
    const [kayakRental] = await myBookings(ctx.app, casey.token, 'as_owner');
    expect(kayakRental?.renter).toEqual({
      id: sam.user.id,
      first_name: inEnglish('accountData.deletedUser'),
      last_name: '',
    });
  });

  it('frees the email address for a new account', async () => {
    const sam = await signUp(ctx.app, { firstName: 'Sam' });
    expect((await deleteAccount(ctx.app, sam.token, PASSWORD)).statusCode).toBe(204);
    const again = await signUp(ctx.app, { email: sam.user.email });
    expect(again.user.id).not.toBe(sam.user.id);
  });
});
