import type { App } from '../../../src/server/app';
import { TEST_CARD_APPROVED } from '../../../src/shared/schemas/payments';
import type { TestClock } from './bookings';
import { itemInput } from './items';
import { newAccount, signUp } from './users';
import type { World } from './world';

/**
 * Who calls a route: nobody, one of the world's people, a session made for this one call, or
 * an account signed up for this one call, which owns and rents nothing.
 */
export type Actor =
  | 'anonymous'
  | 'owner'
  | 'renter'
  | 'admin'
  | 'fresh renter session'
  | 'fresh account';

/** Whether getting the actor's token writes rows of its own (a session, an account). */
export const signsInForTheCall = (actor: Actor) =>
  actor === 'fresh renter session' || actor === 'fresh account';

type Fields = Record<string, unknown>;

/** A request the route accepts, made by its rightful caller. */
export interface RouteFixture {
  actor: Actor;
  params?: (world: World) => Record<string, string>;
  query?: (world: World) => Record<string, string>;
  body?: (world: World, clock: TestClock) => Fields;
}

/** Routes the hostile-input and mass-assignment suites do not drive, and why. */
export const EXCLUDED_ROUTES: Record<string, string> = {
  'POST /api/upload/image': 'takes a multipart image, not JSON; the uploads suite attacks it',
  'POST /api/payments/webhook':
    'a raw body under the provider’s signature; garbage is checked to get 400 on its own',
  'GET /api/events': 'a stream that stays open; the live suites drive it over real connections',
};

const itemParams = (world: World) => ({ id: world.item.id });
/** The world sends no email; an unknown one is still a request the route must answer calmly. */
const NO_SUCH_EMAIL_ID = '00000000-0000-4000-8000-000000000000';

/** Every other API route, as `METHOD /api/path`. A route missing here fails the suites. */
export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  'GET /api/health': { actor: 'anonymous' },
  'GET /api/ready': { actor: 'anonymous' },
  'POST /api/auth/register': { actor: 'anonymous', body: () => ({ ...newAccount() }) },
  'POST /api/auth/login': {
    actor: 'anonymous',
    body: ({ renter }) => ({ email: renter.email, password: renter.password }),
  },
  'GET /api/auth/me': { actor: 'renter' },
  'POST /api/auth/password-reset': {
    actor: 'anonymous',
    body: ({ renter }) => ({ email: renter.email }),
  },
  'POST /api/auth/password-reset/confirm': {
    actor: 'anonymous',
    body: ({ renterLinks }) => ({ token: renterLinks.passwordReset, password: 'Another-pass-9' }),
  },
  'POST /api/auth/verify-email': {
    actor: 'anonymous',
    body: ({ renterLinks }) => ({ token: renterLinks.verifyEmail }),
  },
  'POST /api/account/verification': { actor: 'renter' },
  'POST /api/account/email': {
    actor: 'renter',
    body: ({ renter }) => ({ newEmail: newAccount().email, currentPassword: renter.password }),
  },
  'POST /api/account/password': {
    actor: 'renter',
    body: ({ renter }) => ({ currentPassword: renter.password, newPassword: renter.password }),
  },
  'POST /api/auth/logout': { actor: 'fresh renter session' },
  'GET /api/users/disclaimer-status': { actor: 'renter' },
  'POST /api/users/accept-disclaimer': { actor: 'renter' },
  'PUT /api/users/me/language': { actor: 'renter', body: () => ({ locale: 'es-US' }) },
  'GET /api/users/:id': { actor: 'anonymous', params: ({ owner }) => ({ id: owner.id }) },
  'PUT /api/users/:id': {
    actor: 'renter',
    params: ({ renter }) => ({ id: renter.id }),
    body: () => ({
      firstName: 'Jamie',
      lastName: 'Rivera',
      phone: '5559876543',
      location: JSON.stringify({ address: '4 Oak Lane', city: 'Springfield', zipCode: '62704' }),
    }),
  },
  'GET /api/account/export': { actor: 'renter' },
  'DELETE /api/account': {
    actor: 'fresh account',
    body: () => ({ password: newAccount().password }),
  },
  'GET /api/categories': { actor: 'anonymous' },
  'GET /api/home/figures': { actor: 'anonymous' },
  'GET /api/maps/tiles': { actor: 'anonymous' },
  'GET /api/dev/mailbox': { actor: 'admin' },
  'GET /api/dev/mailbox/:id': { actor: 'admin', params: () => ({ id: NO_SUCH_EMAIL_ID }) },
  'POST /api/dev/mailbox/test-email': { actor: 'renter' },
  'GET /api/items': {
    actor: 'anonymous',
    query: () => ({
      search: 'drill',
      category: '1',
      location: 'Springfield',
      minPrice: '1',
      maxPrice: '100',
      limit: '10',
      page: '1',
      sort: 'relevance',
    }),
  },
  'GET /api/items/example-place': { actor: 'anonymous' },
  'GET /api/items/my-items': { actor: 'owner' },
  'GET /api/places/nearest-zip': {
    actor: 'anonymous',
    query: () => ({ latitude: '39.8', longitude: '-89.65' }),
  },
  'GET /api/items/:id': { actor: 'anonymous', params: itemParams },
  'POST /api/items': { actor: 'owner', body: ({ imageUrl }) => itemInput(imageUrl) },
  'PUT /api/items/:id': {
    actor: 'owner',
    params: itemParams,
    body: ({ imageUrl }) => ({
      title: 'Cordless drill, 2 batteries',
      description: 'An 18 V drill with two batteries.',
      price: 14,
      duration: 'day',
      condition: 'Good',
      availability: 'Available',
      location: '12 Elm Street',
      city: 'Springfield',
      zip_code: '62701',
      category_id: 1,
      image_urls: [imageUrl],
    }),
  },
  'DELETE /api/items/:id': { actor: 'owner', params: itemParams },
  'POST /api/messages': {
    actor: 'renter',
    body: ({ owner, item }) => ({
      receiverId: owner.id,
      itemId: item.id,
      messageText: 'Can I pick it up at 9?',
    }),
  },
  'GET /api/messages/conversations': { actor: 'renter' },
  'GET /api/messages/unread-count': { actor: 'owner' },
  'GET /api/messages/conversation/:partnerId': {
    actor: 'renter',
    params: ({ owner }) => ({ partnerId: owner.id }),
    query: ({ item }) => ({ itemId: item.id }),
  },
  'POST /api/reviews': {
    actor: 'renter',
    body: ({ item, completedBookingId }) => ({
      itemId: item.id,
      bookingId: completedBookingId,
      rating: 4,
      reviewText: 'Worked perfectly, easy pick-up.',
    }),
  },
  'POST /api/reviews/renter': {
    actor: 'owner',
    body: ({ completedBookingId }) => ({
      bookingId: completedBookingId,
      rating: 5,
      reviewText: 'Careful with the drill, returned on time.',
    }),
  },
  'GET /api/reviews/renter/:bookingId': {
    actor: 'owner',
    params: ({ completedBookingId }) => ({ bookingId: completedBookingId }),
  },
  'GET /api/users/:id/profile': {
    actor: 'anonymous',
    params: ({ owner }) => ({ id: owner.id }),
  },
  'GET /api/reviews/my-reviews': { actor: 'renter' },
  'GET /api/reviews/item/:itemId': {
    actor: 'anonymous',
    params: ({ item }) => ({ itemId: item.id }),
  },
  'GET /api/reviews/item/:itemId/stats': {
    actor: 'anonymous',
    params: ({ item }) => ({ itemId: item.id }),
  },
  'GET /api/reviews/item/:itemId/eligibility': {
    actor: 'renter',
    params: ({ item }) => ({ itemId: item.id }),
  },
  'POST /api/bookings': {
    actor: 'renter',
    body: ({ item }, clock) => ({
      itemId: item.id,
      fromDate: clock.day(20),
      toDate: clock.day(22),
    }),
  },
  'GET /api/bookings/my-bookings': { actor: 'renter', query: () => ({ type: 'as_renter' }) },
  'PUT /api/bookings/:id/status': {
    actor: 'renter',
    params: ({ pendingBooking }) => ({ id: pendingBooking.id }),
    body: () => ({ status: 'cancelled', reason: 'My plans changed.' }),
  },
  'GET /api/bookings/:id/cancellation': {
    actor: 'renter',
    params: ({ pendingBooking }) => ({ id: pendingBooking.id }),
  },
  'GET /api/fees': { actor: 'anonymous' },
  'GET /api/items/:id/booked-dates': { actor: 'anonymous', params: itemParams },
  'GET /api/items/:id/address': { actor: 'owner', params: itemParams },
  'GET /api/items/:id/blocks': { actor: 'owner', params: itemParams },
  'POST /api/items/:id/blocks': {
    actor: 'owner',
    params: itemParams,
    body: (_world, clock) => ({ fromDate: clock.day(40), toDate: clock.day(42), note: 'Away' }),
  },
  'DELETE /api/items/:id/blocks/:blockId': {
    actor: 'owner',
    params: ({ item, block }) => ({ id: item.id, blockId: block.id }),
  },
  'POST /api/payments/create-checkout-session': {
    actor: 'renter',
    body: ({ pendingBooking }) => ({ bookingId: pendingBooking.id }),
  },
  'GET /api/payments/session': {
    actor: 'renter',
    query: ({ checkout }) => ({ session_id: checkout.id }),
  },
  'GET /api/payments/local/sessions/:id': {
    actor: 'anonymous',
    params: ({ checkout }) => ({ id: checkout.id }),
  },
  'POST /api/payments/local/sessions/:id/pay': {
    actor: 'anonymous',
    params: ({ checkout }) => ({ id: checkout.id }),
    body: () => ({ cardNumber: TEST_CARD_APPROVED, expiry: '12/34', cvc: '123', name: 'J R' }),
  },
  'GET /api/notifications': { actor: 'owner', query: () => ({ page: '1' }) },
  'GET /api/notifications/unread-count': { actor: 'owner' },
  'POST /api/notifications/:id/read': {
    actor: 'owner',
    params: ({ ownerNotice }) => ({ id: ownerNotice.notificationId }),
  },
  'POST /api/notifications/read-all': { actor: 'owner' },
  'GET /api/notifications/preferences': { actor: 'renter' },
  'PUT /api/notifications/preferences': {
    actor: 'renter',
    body: () => ({ preferences: [{ category: 'messages', email: false }] }),
  },
  'POST /api/notifications/unsubscribe': {
    actor: 'anonymous',
    body: ({ ownerNotice }) => ({ token: ownerNotice.unsubscribeToken, category: 'reviews' }),
  },
  // The world's request is unpaid: its receipt is refused (409), which is still an answer.
  'GET /api/bookings/:id/receipt': {
    actor: 'renter',
    params: ({ pendingBooking }) => ({ id: pendingBooking.id }),
  },
  'GET /api/account/calendar-feed': { actor: 'renter' },
  'POST /api/account/calendar-feed': { actor: 'renter' },
  'DELETE /api/account/calendar-feed': { actor: 'renter' },
  'GET /api/calendar/:file': {
    actor: 'anonymous',
    params: () => ({ file: `${'A'.repeat(43)}.ics` }),
  },
  'GET /api/items/:id/calendar.ics': { actor: 'anonymous', params: itemParams },
  'GET /api/saved-searches': { actor: 'owner' },
  'POST /api/saved-searches': {
    actor: 'renter',
    body: () => ({ search: 'tent', location: 'Springfield', minPrice: 5, maxPrice: 40 }),
  },
  'DELETE /api/saved-searches/:id': {
    actor: 'owner',
    params: ({ ownerSavedSearchId }) => ({ id: ownerSavedSearchId }),
  },
  // The owner as a person: the world already holds the renter's open report of the listing.
  'POST /api/reports': {
    actor: 'renter',
    body: ({ owner }) => ({
      targetType: 'user',
      targetId: owner.id,
      reason: 'scam',
      details: 'Asks for payment by wire transfer.',
    }),
  },
  'GET /api/reports/mine': { actor: 'renter' },
  'GET /api/blocks': { actor: 'renter' },
  // Not the stranger: the mass-assignment suite injects the stranger as every person field.
  'POST /api/blocks': { actor: 'renter', body: ({ owner }) => ({ userId: owner.id }) },
  'DELETE /api/blocks/:userId': {
    actor: 'renter',
    params: ({ stranger }) => ({ userId: stranger.id }),
  },
  'GET /api/blocks/with/:userId': {
    actor: 'renter',
    params: ({ owner }) => ({ userId: owner.id }),
  },
  'GET /api/admin/overview': { actor: 'admin' },
  'GET /api/admin/users': { actor: 'admin', query: () => ({ search: 'rivera', page: '1' }) },
  'GET /api/admin/users/:id': { actor: 'admin', params: ({ owner }) => ({ id: owner.id }) },
  'POST /api/admin/users/:id/suspend': {
    actor: 'admin',
    params: ({ renter }) => ({ id: renter.id }),
    body: () => ({ reason: 'Spam messages to renters.' }),
  },
  'POST /api/admin/users/:id/reinstate': {
    actor: 'admin',
    params: ({ suspendedId }) => ({ id: suspendedId }),
    body: () => ({ reason: 'Appeal accepted.' }),
  },
  'GET /api/admin/listings': {
    actor: 'admin',
    query: () => ({ search: 'drill', status: 'active', page: '1' }),
  },
  'POST /api/admin/listings/:id/hide': {
    actor: 'admin',
    params: itemParams,
    body: () => ({ reason: 'Prohibited item.' }),
  },
  'POST /api/admin/listings/:id/unhide': {
    actor: 'admin',
    params: ({ hiddenItemId }) => ({ id: hiddenItemId }),
    body: () => ({ reason: 'Shown again.' }),
  },
  'GET /api/admin/bookings': { actor: 'admin', query: () => ({ status: 'pending', page: '1' }) },
  'GET /api/admin/bookings/:id': {
    actor: 'admin',
    params: ({ pendingBooking }) => ({ id: pendingBooking.id }),
  },
  'POST /api/admin/bookings/:id/cancel': {
    actor: 'admin',
    params: ({ pendingBooking }) => ({ id: pendingBooking.id }),
    body: () => ({ reason: 'Reported as a scam.' }),
  },
  'GET /api/admin/reports': { actor: 'admin', query: () => ({ status: 'open', page: '1' }) },
  'GET /api/admin/reports/:id': { actor: 'admin', params: ({ reportId }) => ({ id: reportId }) },
  'POST /api/admin/reports/:id/decision': {
    actor: 'admin',
    params: ({ reportId }) => ({ id: reportId }),
    body: () => ({ outcome: 'resolved', note: 'We hid the listing.' }),
  },
  'GET /api/admin/audit-log': { actor: 'admin', query: () => ({ page: '1' }) },
  'GET /api/admin/dead-letters': { actor: 'admin', query: () => ({ page: '1' }) },
  'POST /api/admin/dead-letters/:id/retry': {
    actor: 'admin',
    params: ({ deadLetterId }) => ({ id: deadLetterId }),
    body: () => ({ reason: 'The mailbox exists again.' }),
  },
  'POST /api/admin/dead-letters/:id/discard': {
    actor: 'admin',
    params: ({ deadLetterId }) => ({ id: deadLetterId }),
    body: () => ({ reason: 'The person left.' }),
  },
  'GET /api/earnings': { actor: 'owner' },
  'GET /api/year-totals': { actor: 'owner' },
  'GET /api/payouts': { actor: 'owner' },
  'POST /api/payouts': { actor: 'owner' },
  'GET /api/admin/payouts': { actor: 'admin', query: () => ({ status: 'requested', page: '1' }) },
  'POST /api/admin/payouts/:id/paid': {
    actor: 'admin',
    params: ({ payoutId }) => ({ id: payoutId }),
    body: () => ({ reason: 'Sent by bank transfer.' }),
  },
  'GET /api/bookings/:id/deposit': {
    actor: 'owner',
    params: ({ depositBookingId }) => ({ id: depositBookingId }),
  },
  'POST /api/bookings/:id/deposit/keep': {
    actor: 'owner',
    params: ({ declinedDepositBookingId }) => ({ id: declinedDepositBookingId }),
  },
  'POST /api/bookings/:id/claims': {
    actor: 'owner',
    params: ({ depositBookingId }) => ({ id: depositBookingId }),
    body: ({ imageUrl }) => ({
      amount: 50,
      description: 'The lens hood is cracked.',
      photoUrls: [imageUrl],
    }),
  },
  'POST /api/claims/:id/accept': {
    actor: 'renter',
    params: ({ openClaimId }) => ({ id: openClaimId }),
  },
  'POST /api/claims/:id/dispute': {
    actor: 'renter',
    params: ({ openClaimId }) => ({ id: openClaimId }),
    body: () => ({ text: 'It was like that when I picked it up.' }),
  },
  'GET /api/admin/claims': { actor: 'admin', query: () => ({ status: 'disputed' }) },
  'POST /api/admin/claims/:id/decide': {
    actor: 'admin',
    params: ({ disputedClaimId }) => ({ id: disputedClaimId }),
    body: () => ({ amount: 40, note: 'Half of the claim.' }),
  },
  'GET /api/openapi.json': { actor: 'anonymous' },
  'GET /api/docs': { actor: 'anonymous' },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The route's fixture; throws for a route that has none, so that a new route fails the suite. */
export function fixtureOf(route: { method: string; url: string }): RouteFixture {
  const fixture = ROUTE_FIXTURES[routeKey(route)];
  if (!fixture) throw new Error(`${routeKey(route)} has no fixture in routeFixtures.ts`);
  return fixture;
}

/** Every UTF-8 byte percent-encoded: a lone surrogate, which no URL can carry, becomes U+FFFD. */
function percentEncoded(value: string): string {
  return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** The path with each `:name` replaced by its (encoded) value. */
export function pathOf(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => percentEncoded(params[name] ?? ''));
}

/** The bearer token of the actor, signing the renter in anew for a session of its own. */
export async function tokenOf(app: App, world: World, actor: Actor): Promise<string | undefined> {
  switch (actor) {
    case 'anonymous':
      return undefined;
    case 'owner':
      return world.owner.token;
    case 'renter':
      return world.renter.token;
    case 'admin':
      return world.admin.token;
    case 'fresh renter session': {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: world.renter.email, password: world.renter.password },
      });
      return response.json<{ token: string }>().token;
    }
    case 'fresh account':
      return (await signUp(app)).token;
  }
}
