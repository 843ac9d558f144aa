import { type APIRequestContext, expect } from '@playwright/test';
import { addDays, type CalendarDate, earliestTodayOnEarth } from '../../src/shared/calendarDates';
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
}

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

export async function register(
  request: APIRequestContext,
  firstName: string,
  lastName = 'Tester',
): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName, lastName, phone: '5551234567' },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { id: body.user.id, email, token: body.token, name: `${firstName} ${lastName}` };
}

export interface NewItem {
  title: string;
  description?: string;
  price?: number;
  categoryId?: number;
  photos?: number;
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
      city: 'Springfield',
      zipCode: '62701',
      price: item.price ?? 25,
      duration: 'day',
      categoryId: item.categoryId ?? 1,
      imageUrls,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { item: Item }).item;
}

/** A title no other journey's item shares, so searches find exactly this one. */
export function uniqueTitle(name: string): string {
  return `${name} ${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Test servers run each request at the real time moved by this many days (see
 * src/server/requestClock.ts): how a journey makes a rental that is already over.
 */
const clockShift = (days: number) => ({ 'x-test-clock-shift-days': String(days) });

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

export async function setBookingStatus(
  request: APIRequestContext,
  account: Account,
  bookingId: string,
  status: 'confirmed' | 'rejected',
  shiftDays = 0,
): Promise<void> {
  const response = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: { ...bearer(account), ...clockShift(shiftDays) },
    data: { status },
  });
  expect(response.status()).toBe(200);
}

const RENTAL_DAYS_AGO = 30;

/**
 * A rental that ended a few weeks ago: requested and accepted back then, completed by now.
 * The renter's booking list applies the completion, as their dashboard would.
 */
export async function finishedRental(request: APIRequestContext, item: NewItem) {
  const owner = await register(request, 'Sam', 'Owner');
  const renter = await register(request, 'Jo', 'Renter');
  const listed = await listItem(request, owner, item);
  const thenToday = earliestTodayOnEarth(new Date(Date.now() - RENTAL_DAYS_AGO * 86_400_000));
  const dates = { from: addDays(thenToday, 1), to: addDays(thenToday, 3) };
  const bookingId = await book(request, renter, listed.id, dates, -RENTAL_DAYS_AGO);
  await setBookingStatus(request, owner, bookingId, 'confirmed', -RENTAL_DAYS_AGO);
  const bookings = await request.get('/api/bookings/my-bookings?type=as_renter', {
    headers: bearer(renter),
  });
  const { bookings: mine } = (await bookings.json()) as { bookings: { status: string }[] };
  expect(mine.map((booking) => booking.status)).toEqual(['completed']);
  return { owner, renter, item: listed };
}
