import { type APIRequestContext, expect } from '@playwright/test';
import { CLOCK_SHIFT_HEADER } from '../../src/server/requestClock';
import { addDays, type CalendarDate, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import type { CancellationPolicy } from '../../src/shared/cancellationPolicyNames';
import { publicNameOf } from '../../src/shared/publicName';
import type { Item } from '../../src/shared/schemas/items';
import { PASSWORD, uniqueEmail } from './helpers';
import { photo } from './images';

// Each journey makes its own people and things through the public API, so journeys can run
// side by side in any order on one server.

export interface Account {
  id: string;
  email: string;
  token: string;
  name: string;
  /** How anyone else sees the person: "Olive T.". */
  publicName: string;
}

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** A new account that has accepted the platform disclaimer unless `acceptDisclaimer` is false. */
export async function register(
  request: APIRequestContext,
  firstName: string,
  lastName = 'Tester',
  { acceptDisclaimer = true }: { acceptDisclaimer?: boolean } = {},
): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName, lastName, phone: '5551234567' },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  if (acceptDisclaimer) {
    const accepted = await request.post('/api/users/accept-disclaimer', {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(accepted.status()).toBe(200);
  }
  const name = `${firstName} ${lastName}`;
  const publicName = publicNameOf({ firstName, lastName });
  return { id: body.user.id, email, token: body.token, name, publicName };
}

export interface NewItem {
  title: string;
  description?: string;
  price?: number;
  categoryId?: number;
  photos?: number;
  /** Where it is: Springfield, Illinois unless given. */
  city?: string;
  zipCode?: string;
  cancellationPolicy?: CancellationPolicy;
  /** The security deposit in dollars; none unless given. */
  deposit?: number;
}

/** Lists an item with freshly uploaded photos, as the add-item form would. */
export async function listItem(
  request: APIRequestContext,
  owner: Account,
  item: NewItem,
): Promise<Item> {
  const imageUrls: string[] = [];
  for (let index = 0; index < (item.photos ?? 1); index += 1) {
    const upload = await request.post('/api/upload/image', {
      headers: bearer(owner),
      multipart: { image: await photo(`photo-${index}.jpg`, '#2f855a', 320, 240) },
    });
    expect(upload.status()).toBe(201);
    imageUrls.push(((await upload.json()) as { imageUrl: string }).imageUrl);
  }
  const created = await request.post('/api/items', {
    headers: bearer(owner),
    data: {
      title: item.title,
      description: item.description ?? 'Well looked after and ready to lend.',
      location: '5 Lake Road',
      city: item.city ?? 'Springfield',
      zipCode: item.zipCode ?? '62701',
      price: item.price ?? 25,
      duration: 'day',
      categoryId: item.categoryId ?? 1,
      imageUrls,
      cancellationPolicy: item.cancellationPolicy,
      deposit: item.deposit,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { item: Item }).item;
}

/** A title no other journey's item shares, so searches find exactly this one. */
export function uniqueTitle(name: string): string {
  return `${name} ${Math.random().toString(36).slice(2, 8)}`;
}

/** Test servers handle the request as if this many days later: how a rental gets to be over. */
const clockShift = (days: number) => ({ [CLOCK_SHIFT_HEADER]: String(days) });

export async function book(
  request: APIRequestContext,
  renter: Account,
  itemId: string,
  dates: { from: CalendarDate; to: CalendarDate },
  shiftDays = 0,
): Promise<string> {
  const response = await request.post('/api/bookings', {
    headers: { ...bearer(renter), ...clockShift(shiftDays) },
    data: { itemId, fromDate: dates.from, toDate: dates.to },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { booking: { id: string } }).booking.id;
}

// Ended a week ago: over, and still inside the 14 days in which both sides may review.
const RENTAL_DAYS_AGO = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The parties, item and booking of a rental that ended a week ago, or none if it expired first. */
async function tryFinishedRental(request: APIRequestContext, item: NewItem, renterGiven?: Account) {
  const owner = await register(request, 'Sam', 'Owner');
  const renter = renterGiven ?? (await register(request, 'Jo', 'Renter'));
  const listed = await listItem(request, owner, item);
  const thenToday = earliestTodayOnEarth(new Date(Date.now() - RENTAL_DAYS_AGO * DAY_MS));
  const dates = { from: addDays(thenToday, 1), to: addDays(thenToday, 3) };
  const bookingId = await book(request, renter, listed.id, dates, -RENTAL_DAYS_AGO);
  const accepted = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: { ...bearer(owner), ...clockShift(-RENTAL_DAYS_AGO) },
    data: { status: 'confirmed' },
  });
  if (accepted.status() === 409) {
    // Withdrawn, so that searches for the title find only the next attempt's item.
    const withdrawn = await request.delete(`/api/items/${listed.id}`, { headers: bearer(owner) });
    expect(withdrawn.ok()).toBe(true);
    return undefined;
  }
  expect(accepted.status()).toBe(200);
  return { owner, renter, item: listed, bookingId };
}

/**
 * A rental that ended a week ago: requested and accepted back then, completed by now, by a new
 * renter or the one given. The renter's booking list applies the completion, as their dashboard
 * would.
 */
export async function finishedRental(request: APIRequestContext, item: NewItem, renter?: Account) {
  // By the real clock the dates are past, so the server's minute sweep may expire the request
  // before the acceptance lands (409); then the whole rental is made again, with new people.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const rental = await tryFinishedRental(request, item, renter);
    if (!rental) continue;
    const listed = await request.get('/api/bookings/my-bookings?type=as_renter', {
      headers: bearer(rental.renter),
    });
    const { bookings } = (await listed.json()) as { bookings: { id: string; status: string }[] };
    const finished = bookings.find((booking) => booking.id === rental.bookingId);
    expect(finished?.status).toBe('completed');
    return rental;
  }
  throw new Error('every rental in the past expired before it was accepted');
}

/** The owner's review of the renter of a finished rental, through the API. */
export async function ownerReviewsRenter(
  request: APIRequestContext,
  owner: Account,
  bookingId: string,
  review: { rating: number; reviewText: string } = {
    rating: 5,
    reviewText: 'Careful renter, returned everything on time.',
  },
) {
  const response = await request.post('/api/reviews/renter', {
    headers: bearer(owner),
    data: { bookingId, ...review },
  });
  expect(response.status()).toBe(201);
}
