import { eq, like, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, items, users } from '../../src/server/db/schema';
import { addDays, formatCalendarDate } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import type { Item } from '../../src/shared/schemas/items';
import type { PublicProfile } from '../../src/shared/schemas/profiles';
import type { RenterReviewTarget } from '../../src/shared/schemas/renterReviews';
import type { Review, ReviewEligibility } from '../../src/shared/schemas/reviews';
import { exportAccount } from './support/account';
import { book, bookingWorld, type Party, setStatus, setupBookingsApp } from './support/bookings';
import { notificationsOf } from './support/notifications';
import { postRenterReview, postReview, writeRenterReview, writeReview } from './support/reviews';
import { bearer } from './support/users';

const { ctx, clock } = setupBookingsApp();
const RENTER_TEXT = 'Sharp drill, the owner explained everything.';
/** Why reviewing a rental is refused once its window closed on `deadline`, in English. */
const windowClosed = (deadline: string) =>
  inEnglish('reviews.windowClosed', { date: formatCalendarDate(deadline, SOURCE_LOCALE) });
const OWNER_TEXT = 'Jamie returned the drill clean and on time.';

/** Sam's drill, rented by Jamie for two days from tomorrow; the clock is then on its end date. */
async function endedRental() {
  const world = await bookingWorld(ctx, { title: 'Drill' });
  const booking = await book(ctx.app, world.renter.token, world.item, clock.day(1), clock.day(2));
  await setStatus(ctx.app, world.owner.token, booking.id, 'confirmed');
  clock.advanceDays(2);
  expect(clock.today()).toBe(booking.to_date);
  const renterReview = {
    itemId: world.item.id,
    bookingId: booking.id,
    rating: 4,
    reviewText: RENTER_TEXT,
  };
  const ownerReview = { bookingId: booking.id, rating: 2, reviewText: OWNER_TEXT };
  return { ...world, booking, renterReview, ownerReview };
}

async function read(url: string, token?: string) {
  const response = await ctx.app.inject({ url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, url).toBe(200);
  return response;
}

/**
 * Everything a person can read that could carry the other side's review of this rental: the
 * item's reviews, its stats, the item itself, their own lists, both public profiles, their
 * data export, their notifications and the emails sent to them. Answers as raw text.
 */
async function everythingReadableBy(
  reader: Party,
  rental: { item: Item; owner: Party; renter: Party },
) {
  const { item, owner, renter } = rental;
  const urls = [
    `/api/reviews/item/${item.id}`,
    `/api/reviews/item/${item.id}/stats`,
    `/api/items/${item.id}`,
    '/api/items?search=drill',
    `/api/users/${owner.id}/profile`,
    `/api/users/${renter.id}/profile`,
    '/api/reviews/my-reviews',
    '/api/notifications',
  ];
  const bodies = await Promise.all(urls.map(async (url) => (await read(url, reader.token)).body));
  const exported = await exportAccount(ctx.app, reader.token);
  expect(exported.statusCode).toBe(200);
  const mails = await ctx.database.db
    .select({ subject: emails.subject, html: emails.html, text: emails.text })
    .from(emails)
    .where(eq(emails.userId, reader.id));
  return [...bodies, exported.body, JSON.stringify(mails)].join('\n');
}

async function profileOf(userId: string): Promise<PublicProfile> {
  return (await read(`/api/users/${userId}/profile`)).json<{ profile: PublicProfile }>().profile;
}

async function itemRating(itemId: string) {
  return (await read(`/api/items/${itemId}`)).json<{ item: Item }>().item.rating;
}

async function receivedNotifications(party: Party) {
  return (await notificationsOf(ctx.app, party.token)).notifications.filter(
    (notification) => notification.kind === 'review_received',
  );
}

describe('blind reviews, the renter first', () => {
  it('hides the renter’s review from the owner everywhere until the owner writes theirs', async () => {
    const rental = await endedRental();
    const { owner, renter, item, booking } = rental;
    const written = await writeReview(ctx.app, renter.token, rental.renterReview);
    expect(written).toMatchObject({
      visible: false,
      reviewUntil: addDays(booking.to_date, 14),
      subjectId: owner.id,
    });

    const seenByOwner = await everythingReadableBy(owner, rental);
    expect(seenByOwner).not.toContain(RENTER_TEXT);
    expect(seenByOwner).not.toContain(written.id);
    expect(await itemRating(item.id)).toEqual({ average: 0, count: 0 });
    expect((await profileOf(owner.id)).ratings.asOwner).toEqual({ average: 0, count: 0 });
    expect(await receivedNotifications(owner)).toEqual([]);
    // Nor anyone else, signed in or not.
    expect(await everythingReadableBy(rental.stranger, rental)).not.toContain(RENTER_TEXT);

    // The writer reads their own, marked hidden.
    const mine = (await read('/api/reviews/my-reviews', renter.token)).json<{
      reviews: Review[];
    }>();
    expect(mine.reviews).toEqual([written]);
    expect(
      (await read(`/api/reviews/renter/${booking.id}`, owner.token)).json<RenterReviewTarget>(),
    ).toMatchObject({ open: true, review: null, reviewUntil: addDays(booking.to_date, 14) });

    const ownerWrote = await writeRenterReview(ctx.app, owner.token, rental.ownerReview);
    expect(ownerWrote).toMatchObject({ visible: true, reviewUntil: null, subjectId: renter.id });
    expect(await everythingReadableBy(owner, rental)).toContain(RENTER_TEXT);
    expect(await everythingReadableBy(renter, rental)).toContain(OWNER_TEXT);
    expect(await itemRating(item.id)).toEqual({ average: 4, count: 1 });
    const listed = (await read(`/api/reviews/item/${item.id}`)).json<{ reviews: Review[] }>();
    expect(listed.reviews.map((review) => [review.id, review.visible])).toEqual([
      [written.id, true],
    ]);

    // Each side hears of the other's review once, with the rating, now that it shows.
    const [toOwner, ...moreToOwner] = await receivedNotifications(owner);
    expect(moreToOwner).toEqual([]);
    expect(toOwner?.body).toBe('Jamie rated "Drill" 4 out of 5.');
    const [toRenter, ...moreToRenter] = await receivedNotifications(renter);
    expect(moreToRenter).toEqual([]);
    expect(toRenter).toMatchObject({
      body: 'Sam rated you 2 out of 5 as the renter of "Drill".',
      linkPath: `/users/${renter.id}`,
    });
  });
});

describe('blind reviews, the owner first', () => {
  it('hides the owner’s review from the renter everywhere until the renter writes theirs', async () => {
    const rental = await endedRental();
    const { owner, renter } = rental;
    const written = await writeRenterReview(ctx.app, owner.token, rental.ownerReview);
    expect(written).toMatchObject({ visible: false, type: 'renter_review' });

    const seenByRenter = await everythingReadableBy(renter, rental);
    expect(seenByRenter).not.toContain(OWNER_TEXT);
    expect(seenByRenter).not.toContain(written.id);
    expect((await profileOf(renter.id)).ratings.asRenter).toEqual({ average: 0, count: 0 });
    expect(await receivedNotifications(renter)).toEqual([]);
    // The item's reviews never hold an owner's review of a renter.
    const eligibility = (
      await read(`/api/reviews/item/${rental.item.id}/eligibility`, renter.token)
    ).json<ReviewEligibility>();
    expect(eligibility.eligibleBookings.map((booking) => booking.id)).toEqual([rental.booking.id]);

    await writeReview(ctx.app, renter.token, rental.renterReview);
    expect(await everythingReadableBy(renter, rental)).toContain(OWNER_TEXT);
    expect((await profileOf(renter.id)).ratings.asRenter).toEqual({ average: 2, count: 1 });
    expect(await receivedNotifications(renter)).toHaveLength(1);
    expect(await receivedNotifications(owner)).toHaveLength(1);
  });

  it('takes one review per booking and side (409), and only from the booking’s owner (403)', async () => {
    const rental = await endedRental();
    const byRenter = await postRenterReview(ctx.app, rental.renter.token, rental.ownerReview);
    expect(byRenter.statusCode).toBe(403);
    expect(byRenter.json().error).toBe(inEnglish('reviews.notTheOwner'));
    const byStranger = await postRenterReview(ctx.app, rental.stranger.token, rental.ownerReview);
    expect(byStranger.statusCode).toBe(403);
    const target = await ctx.app.inject({
      url: `/api/reviews/renter/${rental.booking.id}`,
      headers: bearer(rental.stranger.token),
    });
    expect(target.statusCode).toBe(403);

    await writeRenterReview(ctx.app, rental.owner.token, rental.ownerReview);
    const again = await postRenterReview(ctx.app, rental.owner.token, rental.ownerReview);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(inEnglish('reviews.renterAlreadyReviewed'));
  });

  it('refuses the owner before the rental ends (403)', async () => {
    const world = await bookingWorld(ctx);
    const booking = await book(ctx.app, world.renter.token, world.item, clock.day(1), clock.day(3));
    await setStatus(ctx.app, world.owner.token, booking.id, 'confirmed');
    clock.advanceDays(2);
    const early = await postRenterReview(ctx.app, world.owner.token, {
      bookingId: booking.id,
      rating: 5,
      reviewText: OWNER_TEXT,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe(inEnglish('reviews.renterAfterRental'));
    const unknown = await postRenterReview(ctx.app, world.owner.token, {
      bookingId: '00000000-0000-4000-8000-000000000000',
      rating: 5,
      reviewText: OWNER_TEXT,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the review window', () => {
  it('shows a lone review once 14 days have passed after the end, and closes reviewing', async () => {
    const rental = await endedRental();
    const { owner, renter, item, booking } = rental;
    await writeReview(ctx.app, renter.token, rental.renterReview);

    // The last day to review: still hidden, still open.
    clock.advanceDays(14);
    expect(clock.today()).toBe(addDays(booking.to_date, 14));
    expect(await everythingReadableBy(owner, rental)).not.toContain(RENTER_TEXT);
    expect(
      (await read(`/api/reviews/renter/${booking.id}`, owner.token)).json<RenterReviewTarget>()
        .open,
    ).toBe(true);

    // The next day the window is closed: the review shows everywhere, and told of once.
    clock.advanceDays(1);
    expect(await everythingReadableBy(owner, rental)).toContain(RENTER_TEXT);
    expect(await everythingReadableBy(rental.stranger, rental)).toContain(RENTER_TEXT);
    expect(await itemRating(item.id)).toEqual({ average: 4, count: 1 });
    expect((await profileOf(owner.id)).ratings.asOwner).toEqual({ average: 4, count: 1 });
    await read(`/api/reviews/item/${item.id}`);
    expect(await receivedNotifications(owner)).toHaveLength(1);

    const late = await postRenterReview(ctx.app, owner.token, rental.ownerReview);
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(windowClosed(addDays(booking.to_date, 14)));
    expect(
      (await read(`/api/reviews/renter/${booking.id}`, owner.token)).json<RenterReviewTarget>(),
    ).toMatchObject({
      open: false,
      closedReason: windowClosed(addDays(booking.to_date, 14)),
      review: null,
    });
  });

  it('closes the renter’s side on the same day, and offers the booking no more', async () => {
    const rental = await endedRental();
    const url = `/api/reviews/item/${rental.item.id}/eligibility`;
    clock.advanceDays(14);
    expect(
      (await read(url, rental.renter.token)).json<ReviewEligibility>().eligibleBookings,
    ).toEqual([expect.objectContaining({ id: rental.booking.id })]);
    clock.advanceDays(1);
    expect((await read(url, rental.renter.token)).json<ReviewEligibility>()).toEqual({
      hasReviewed: false,
      eligibleBookings: [],
    });
    const late = await postReview(ctx.app, rental.renter.token, rental.renterReview);
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(windowClosed(addDays(rental.booking.to_date, 14)));
  });
});

describe('GET /api/users/{id}/profile', () => {
  it('keeps ratings as an owner and as a renter apart', async () => {
    const rental = await endedRental();
    await writeReview(ctx.app, rental.renter.token, { ...rental.renterReview, rating: 5 });
    await writeRenterReview(ctx.app, rental.owner.token, { ...rental.ownerReview, rating: 3 });

    // Sam, the owner, rents Jamie's ladder in turn; Jamie rates Sam 1 as a renter.
    const ladder = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(rental.renter.token),
      payload: { ...rental.item, title: 'Ladder', imageUrls: rental.item.image_urls },
    });
    expect(ladder.statusCode).toBe(201);
    const ladderItem = ladder.json<{ item: Item }>().item;
    const back = await book(ctx.app, rental.owner.token, ladderItem, clock.day(1), clock.day(2));
    await setStatus(ctx.app, rental.renter.token, back.id, 'confirmed');
    clock.advanceDays(2);
    await writeRenterReview(ctx.app, rental.renter.token, {
      bookingId: back.id,
      rating: 1,
      reviewText: 'Brought the ladder back muddy.',
    });
    await writeReview(ctx.app, rental.owner.token, {
      itemId: ladderItem.id,
      bookingId: back.id,
      rating: 4,
      reviewText: 'A good sturdy ladder.',
    });

    const sam = await profileOf(rental.owner.id);
    expect(sam.ratings).toEqual({
      asOwner: { average: 5, count: 1 },
      asRenter: { average: 1, count: 1 },
    });
    expect(sam.reviews.map((review) => [review.type, review.rating, review.reviewerName])).toEqual([
      ['renter_review', 1, 'Jamie R.'],
      ['item_review', 5, 'Jamie R.'],
    ]);
    const jamie = await profileOf(rental.renter.id);
    expect(jamie.ratings).toEqual({
      asOwner: { average: 4, count: 1 },
      asRenter: { average: 3, count: 1 },
    });
  });

  it('never carries an email, phone number, street address, ZIP code or whole last name', async () => {
    const rental = await endedRental();
    const { owner } = rental;
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    if (!row) throw new Error('the owner is gone');
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      headers: bearer(owner.token),
      payload: {
        firstName: 'Sam',
        lastName: 'Patel',
        phone: '5550001234',
        location: JSON.stringify({
          address: '12 Hidden Lane',
          city: 'Springfield',
          zipCode: '62701',
        }),
      },
    });
    expect(updated.statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.id));
    for (const caller of [undefined, rental.renter.token, owner.token]) {
      const response = await read(`/api/users/${owner.id}/profile`, caller);
      // Random ids and the clock's milliseconds may spell a short secret such as "555" by chance.
      const raw = response.body
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
        .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>');
      for (const secret of [row.email, '5550001234', '555', '12 Hidden Lane', '62701', 'Patel']) {
        expect(raw, secret).not.toContain(secret);
      }
      expect(response.json<{ profile: PublicProfile }>().profile).toMatchObject({
        id: owner.id,
        firstName: 'Sam',
        name: 'Sam P.',
        city: 'Springfield',
        emailVerified: true,
        memberSince: row.createdAt.toISOString(),
      });
    }
  });

  it('lists live listings only, never hidden or withdrawn ones', async () => {
    const rental = await endedRental();
    const { owner, item } = rental;
    expect((await profileOf(owner.id)).listings.map((listing) => listing.id)).toEqual([item.id]);
    await ctx.database.db
      .update(items)
      .set({ status: 'hidden', hiddenReason: 'Under review' })
      .where(eq(items.id, item.id));
    expect((await profileOf(owner.id)).listings).toEqual([]);
    await ctx.database.db
      .update(items)
      .set({ status: 'inactive', hiddenReason: null })
      .where(eq(items.id, item.id));
    expect((await profileOf(owner.id)).listings).toEqual([]);
  });

  it('answers 404 for unknown, malformed, deleted and suspended accounts', async () => {
    const rental = await endedRental();
    const ids = ['00000000-0000-4000-8000-000000000000', 'sam', rental.owner.id, rental.renter.id];
    await ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, rental.owner.id));
    await ctx.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Scam reports' })
      .where(eq(users.id, rental.renter.id));
    for (const id of ids) {
      const response = await ctx.app.inject({ url: `/api/users/${id}/profile` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'User not found', code: 'NOT_FOUND' });
    }
  });
});

describe('emails of reviews', () => {
  it('carry no rating or text while the review is hidden', async () => {
    const rental = await endedRental();
    await writeReview(ctx.app, rental.renter.token, rental.renterReview);
    const leaked = await ctx.database.db
      .select({ id: emails.id })
      .from(emails)
      .where(or(like(emails.text, '%4 out of 5%'), like(emails.html, '%4 out of 5%')));
    expect(leaked).toEqual([]);
  });
});
