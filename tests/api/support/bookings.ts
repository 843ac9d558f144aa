import type { App, AppDeps } from '../../../src/server/app';
import { MY_BOOKINGS_MAX_PAGE_SIZE, type RequestedStatus } from '../../../src/shared/bookings';
import {
  addDays,
  type CalendarDate,
  earliestTodayOnEarth,
} from '../../../src/shared/calendarDates';
import type { Booking } from '../../../src/shared/schemas/bookings';
import type { CreateItemInput, Item } from '../../../src/shared/schemas/items';
import { itemMaker } from './items';
import { setupTestApp, type TestContext } from './testApp';
import { bearer, signUp } from './users';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A clock the test moves; noon UTC, so that "today" is the same date everywhere on earth. */
export function testClock(start = '2030-06-15T12:00:00.000Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advanceDays(days: number) {
      current = new Date(current.getTime() + days * DAY_MS);
    },
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * MINUTE_MS);
    },
    /** "Today" as the server sees it. */
    today: (): CalendarDate => earliestTodayOnEarth(current),
    /** The date `days` after today. */
    day: (days: number): CalendarDate => addDays(earliestTodayOnEarth(current), days),
  };
}
export type TestClock = ReturnType<typeof testClock>;

export interface BookingsContext {
  ctx: TestContext;
  clock: TestClock;
}

/** One app per test file whose bookings and payments run on a movable clock. */
export function setupBookingsApp(
  overrides: Partial<Omit<AppDeps, 'db'>> = {},
  clock = testClock(),
): BookingsContext {
  const ctx = setupTestApp({ now: clock.now, localPayRateLimitPerMinute: 10_000, ...overrides });
  return { ctx, clock };
}

export interface Party {
  token: string;
  id: string;
}

async function party(app: App, firstName: string, lastName: string): Promise<Party> {
  const account = await signUp(app, { firstName, lastName });
  return { token: account.token, id: account.user.id };
}

/** An owner with one item, a renter and a stranger. */
export async function bookingWorld(ctx: TestContext, item: Partial<CreateItemInput> = {}) {
  const owner = await party(ctx.app, 'Sam', 'Patel');
  const renter = await party(ctx.app, 'Jamie', 'Rivera');
  const stranger = await party(ctx.app, 'Casey', 'Stone');
  const createItem = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
  return { owner, renter, stranger, createItem, item: await createItem(item) };
}

/** `bookingWorld` with the renter's pending request from `fromDay` to `toDay` days ahead. */
export async function pendingBookingWorld(
  { ctx, clock }: BookingsContext,
  item: Partial<CreateItemInput> = {},
  fromDay = 2,
  toDay = 5,
) {
  const world = await bookingWorld(ctx, item);
  const booking = await book(
    ctx.app,
    world.renter.token,
    world.item,
    clock.day(fromDay),
    clock.day(toDay),
  );
  return { ...world, booking };
}

export function requestBooking(
  app: App,
  token: string,
  payload: { itemId: string; fromDate: string; toDate: string } | Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload });
}

/** Books through the API; fails the test unless the booking is created (201). */
export async function book(
  app: App,
  token: string,
  item: Pick<Item, 'id'>,
  fromDate: CalendarDate,
  toDate: CalendarDate,
): Promise<Booking> {
  const response = await requestBooking(app, token, { itemId: item.id, fromDate, toDate });
  if (response.statusCode !== 201) {
    throw new Error(`booking failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ booking: Booking }>().booking;
}

export function changeStatus(
  app: App,
  token: string,
  bookingId: string,
  status: RequestedStatus | string,
  reason?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}/status`,
    headers: bearer(token),
    payload: reason === undefined ? { status } : { status, reason },
  });
}

/** Changes a status through the API; fails the test unless it is accepted (200). */
export async function setStatus(
  app: App,
  token: string,
  bookingId: string,
  status: RequestedStatus,
  reason?: string,
): Promise<Booking> {
  const response = await changeStatus(app, token, bookingId, status, reason);
  if (response.statusCode !== 200) {
    throw new Error(`changing the status failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ booking: Booking }>().booking;
}

export async function myBookings(
  app: App,
  token: string,
  type: 'as_renter' | 'as_owner' = 'as_renter',
): Promise<Booking[]> {
  // One full page: a test's people have fewer bookings than that.
  const response = await app.inject({
    url: '/api/bookings/my-bookings',
    query: { type, limit: String(MY_BOOKINGS_MAX_PAGE_SIZE) },
    headers: bearer(token),
  });
  if (response.statusCode !== 200) {
    throw new Error(`listing bookings failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ bookings: Booking[] }>().bookings;
}

export async function bookingById(app: App, token: string, id: string): Promise<Booking> {
  const all = [...(await myBookings(app, token)), ...(await myBookings(app, token, 'as_owner'))];
  const found = all.find((booking) => booking.id === id);
  if (!found) throw new Error(`booking ${id} is not among the caller's bookings`);
  return found;
}

export async function itemAvailability(app: App, itemId: string): Promise<string> {
  return (await app.inject({ url: `/api/items/${itemId}` })).json<{ item: Item }>().item
    .availability;
}
